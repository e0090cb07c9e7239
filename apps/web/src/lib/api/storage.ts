import { S3Credentials, STORAGE_PATHS, StorageUsage, StoredFile, isEnvelope, messageFor, type Page } from '@orator/shared';
import type { UploadKind } from '@orator/shared/constants';
import { z } from 'zod';
import { api, currentSessionHeaders, fetchWithTimeout, toQueryString } from './http.ts';
import { completeMultipartXml, needsMultipart, planSlices, progressPercent, xmlText, type UploadedPart } from './slicing.ts';

/**
 * Client of the object-storage protocol (product-rules#storage-protocol). Storage calls
 * succeed only on 200 (delete: 204); a failure carries the response text.
 */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'StorageError';
  }
}

async function storageFetch(method: string, url: string, body?: BodyInit, extraHeaders: Record<string, string> = {}, signal?: AbortSignal) {
  return fetchWithTimeout(url, { method, body, signal, headers: { ...currentSessionHeaders(), ...extraHeaders } }, 'user', true);
}

async function expectStatus(response: Response, expected: number): Promise<Response> {
  if (response.status === expected) return response;
  const text = await response.text().catch(() => '');
  throw new StorageError(messageFromStorageText(text) || `HTTP ${response.status}`, response.status);
}

/** Storage errors are XML (S3 style) or the JSON envelope; either way the user sees the message. */
export function messageFromStorageText(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isEnvelope(parsed)) return parsed.message;
  } catch {
    // not JSON: fall through to XML
  }
  return xmlText(text, 'Message') ?? text.slice(0, 200);
}

export interface ObjectHead {
  contentType: string | null;
  etag: string | null;
  size: number | null;
}

export async function headObject(key: string): Promise<ObjectHead> {
  const response = await expectStatus(await storageFetch('HEAD', STORAGE_PATHS.object(key)), 200);
  const length = response.headers.get('content-length');
  return {
    contentType: response.headers.get('content-type'),
    etag: response.headers.get('etag'),
    size: length === null ? null : Number(length),
  };
}

export async function downloadObject(key: string): Promise<Blob> {
  const response = await expectStatus(await storageFetch('GET', STORAGE_PATHS.object(key)), 200);
  return response.blob();
}

export async function deleteObject(key: string): Promise<void> {
  await expectStatus(await storageFetch('DELETE', STORAGE_PATHS.object(key)), 204);
}

export interface ListedObject {
  key: string;
  size: number;
  etag: string;
  lastModified: string;
}

/** GET ?list&prefix&marker&limit=20 (S3 ListBucketResult). */
export async function listObjects(
  prefix: string,
  marker = '',
  limit = 20,
): Promise<{ objects: ListedObject[]; nextMarker: string | null }> {
  const params = toQueryString({ prefix, marker, limit }).slice(1);
  const url = `${STORAGE_PATHS.bucket()}?list${params ? `&${params}` : ''}`;
  const response = await expectStatus(await storageFetch('GET', url), 200);
  return parseListBucketResult(await response.text());
}

export function parseListBucketResult(xml: string): { objects: ListedObject[]; nextMarker: string | null } {
  const objects: ListedObject[] = [];
  for (const match of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const entry = match[1] ?? '';
    objects.push({
      key: xmlText(entry, 'Key') ?? '',
      size: Number(xmlText(entry, 'Size') ?? 0),
      etag: xmlText(entry, 'ETag') ?? '',
      lastModified: xmlText(entry, 'LastModified') ?? '',
    });
  }
  const truncated = xmlText(xml, 'IsTruncated') === 'true';
  const nextMarker = truncated ? (xmlText(xml, 'NextMarker') ?? objects.at(-1)?.key ?? null) : null;
  return { objects, nextMarker };
}

/** SHA-256 hex of the file. WebCrypto exists only in secure contexts (https or localhost). */
export async function sha256Hex(blob: Blob): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await globalThis.crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const UploadHitAnswer = z.object({ hit: z.boolean(), key: z.string().nullable().optional() });

export interface UploadResult {
  key: string;
  /** True when the server already held this content and stored nothing new. */
  hit: boolean;
}

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Which upload limits apply (product-rules#storage-uploads); the server checks the same rules when told (x-orator-purpose). */
  purpose?: UploadKind;
  /** How many files the user picked together; the server refuses more than 10. */
  batchSize?: number;
}

/** The server's names for the two upload-intent headers (apps/server storage upload-rules). */
export function uploadIntentHeaders(options: Pick<UploadOptions, 'purpose' | 'batchSize'>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (options.purpose) headers['x-orator-purpose'] = options.purpose;
  if (options.batchSize !== undefined) headers['x-orator-batch-size'] = String(options.batchSize);
  return headers;
}

/** The upload-hit shortcut first, then one PUT or the 4 MiB multipart protocol. */
export async function uploadFile(file: File, key: string, options: UploadOptions = {}): Promise<UploadResult> {
  const report = options.onProgress ?? (() => undefined);
  report(0);
  const intent = uploadIntentHeaders(options);
  const hash = await sha256Hex(file);
  if (hash) {
    const answer = await api.post(
      `${STORAGE_PATHS.uploadHit}${toQueryString({ Hash: hash, FileName: key, FileSize: file.size })}`,
      undefined,
      {
        schema: UploadHitAnswer,
        silent: true,
        signal: options.signal,
        headers: intent,
      },
    );
    if (answer.hit) {
      report(100);
      return { key: answer.key ?? key, hit: true };
    }
  }
  if (needsMultipart(file.size)) await uploadMultipart(file, key, intent, report, options.signal);
  else await uploadSingle(file, key, intent, options.signal);
  report(100);
  return { key, hit: false };
}

function contentTypeOf(file: File): Record<string, string> {
  return { 'Content-Type': file.type || 'application/octet-stream' };
}

async function uploadSingle(file: File, key: string, intent: Record<string, string>, signal?: AbortSignal): Promise<void> {
  await expectStatus(await storageFetch('PUT', STORAGE_PATHS.object(key), file, { ...contentTypeOf(file), ...intent }, signal), 200);
}

async function uploadMultipart(
  file: File,
  key: string,
  intent: Record<string, string>,
  report: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const objectUrl = STORAGE_PATHS.object(key);
  const started = await expectStatus(
    await storageFetch('POST', `${objectUrl}?uploads`, undefined, { ...contentTypeOf(file), ...intent }, signal),
    200,
  );
  const uploadId = xmlText(await started.text(), 'UploadId');
  if (!uploadId) throw new StorageError(messageFor('uploadFailed'), 200);

  const parts: UploadedPart[] = [];
  let doneBytes = 0;
  for (const slice of planSlices(file.size)) {
    const url = `${objectUrl}${toQueryString({ uploadId, partNumber: slice.partNumber })}`;
    const answer = await expectStatus(await storageFetch('PUT', url, file.slice(slice.start, slice.end), {}, signal), 200);
    const etag = answer.headers.get('etag');
    if (!etag) throw new StorageError(messageFor('uploadFailed'), 200);
    parts.push({ partNumber: slice.partNumber, etag });
    doneBytes += slice.end - slice.start;
    // The completing request still has to run, so parts alone never reach 100 %.
    report(Math.min(99, progressPercent(doneBytes, file.size)));
  }
  const completeUrl = `${objectUrl}${toQueryString({ uploadId })}`;
  await expectStatus(
    await storageFetch('POST', completeUrl, completeMultipartXml(parts), { 'Content-Type': 'application/xml' }, signal),
    200,
  );
}

const StoredFilePage = z.object({ items: z.array(StoredFile), total: z.number(), page: z.number(), size: z.number() });

/** The JSON listing the My files page shows (20 a page, product-rules#storage-protocol). */
export function listFiles(page: number, size = 20, prefix?: string): Promise<Page<StoredFile>> {
  return api.get(STORAGE_PATHS.files, { query: { page, size, prefix }, schema: StoredFilePage });
}

export function fetchUsage(): Promise<StorageUsage> {
  return api.get(STORAGE_PATHS.usage, { schema: StorageUsage });
}

/** The caller's S3 key pair and where the S3 API answers (created on first call). */
export function fetchS3Credentials(): Promise<S3Credentials> {
  return api.get(STORAGE_PATHS.credentials, { schema: S3Credentials });
}
