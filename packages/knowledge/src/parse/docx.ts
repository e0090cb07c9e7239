import mammoth from 'mammoth';
import type { ParsedDocument } from '../document.ts';
import { checkOfficeZip } from './container.ts';
import { parseHtmlText } from './html.ts';

/** Images are not read at all: an empty src keeps mammoth from base64-encoding every picture. */
const skipImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

/**
 * DOCX through mammoth: Word styles become HTML (Heading n -> hn, lists, tables), which the HTML
 * walker turns into blocks. The zip is checked first (encryption, legacy .doc, zip bombs).
 */
export async function parseDocx(bytes: Uint8Array): Promise<ParsedDocument> {
  checkOfficeZip(bytes, 'DOCX');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { value: html } = await mammoth.convertToHtml(
    { buffer },
    { convertImage: skipImages, externalFileAccess: false, styleMap: ["p[style-name='Title'] => h1:fresh"] },
  );
  return parseHtmlText(`<html><head></head><body>${html}</body></html>`);
}
