import { ENVELOPE_CODE } from '@orator/shared';
import type { z } from 'zod';
import { currentSessionHeaders } from './http.ts';

/** An upload the server refused (its message; empty when the connection failed or was cancelled). */
export class UploadError extends Error {}

function parseEnvelope(text: string): { code?: number; message?: string; data?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as { code?: number; message?: string; data?: unknown }) : null;
  } catch {
    return null;
  }
}

/**
 * Posts a multipart form through XMLHttpRequest, which (unlike fetch) reports upload progress:
 * 0..100 as bytes go out. Resolves with the envelope's data checked against `schema`; rejects
 * with an UploadError carrying the server's message.
 */
export function uploadWithProgress<Schema extends z.ZodTypeAny>(
  path: string,
  form: FormData,
  schema: Schema,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<z.infer<Schema>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    for (const [name, value] of Object.entries(currentSessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onerror = () => reject(new UploadError(''));
    xhr.onabort = () => reject(new UploadError(''));
    xhr.onload = () => {
      const body = parseEnvelope(xhr.responseText);
      if (xhr.status === 200 && body?.code === ENVELOPE_CODE.ok) {
        const parsed = schema.safeParse(body.data);
        if (parsed.success) return resolve(parsed.data as z.infer<Schema>);
      }
      reject(new UploadError(body?.message ?? ''));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
