import path from 'node:path';
import { formatOfFileName } from '@orator/knowledge';
import { KNOWLEDGE_FORMATS } from '@orator/shared';
import { badRequest } from '../../../kernel/http/app-error.ts';
import type { IncomingDocument, UploadLimits } from './document-service.ts';
import type { FetchedPage } from '../../../kernel/net/web-fetch.ts';

const FORMAT_BY_MEDIA_TYPE: Record<string, string> = {
  'text/html': 'html',
  'application/xhtml+xml': 'html',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'text/plain': 'txt',
  'text/markdown': 'md',
  'text/csv': 'csv',
  'text/tab-separated-values': 'tsv',
};
const NAME_MAX = 120;

/** What a web upload may be: the knowledge formats, and HTML (reduced to its readable article). */
export const WEB_UPLOAD_FORMATS: readonly string[] = [...KNOWLEDGE_FORMATS, 'html'];
export const webUploadLimits = (maxBytes: number): UploadLimits => ({ maxBytes, formats: WEB_UPLOAD_FORMATS });

/**
 * A fetched page as a document: HTML by its media type, a linked file by its media type or its
 * path's extension; anything else is `fileFormatNotSupported`. Pages are named by their title.
 */
export function webDocumentOf(page: FetchedPage): IncomingDocument {
  const url = new URL(page.url);
  const fileName = decodeURIComponent(path.posix.basename(url.pathname));
  const format = FORMAT_BY_MEDIA_TYPE[page.contentType] ?? (fileName ? formatOfFileName(fileName) : null);
  if (!format || !WEB_UPLOAD_FORMATS.includes(format)) throw badRequest('fileFormatNotSupported');
  if (format === 'html') {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(page.bytes.subarray(0, 65_536).toString('utf8'))?.[1]?.trim();
    const name = (title || `${url.hostname}${url.pathname === '/' ? '' : url.pathname}`).replace(/\s+/g, ' ').slice(0, NAME_MAX);
    return { fileName: name, bytes: page.bytes, format, sourceUrl: page.url };
  }
  const name = (fileName || url.hostname).slice(0, NAME_MAX);
  return { fileName: name, bytes: page.bytes, format, sourceUrl: page.url };
}
