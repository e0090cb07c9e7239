import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { withTempDir } from '@orator/process';
import { AppError, badRequest } from './app-error.ts';

/**
 * multipart/form-data for the few routes that take files from a browser form (Q&A import, voice
 * replies, role documents, materials). Register it inside the plugin scope of those routes only:
 * the rest of the app (and /oss, which streams raw bodies) never parses multipart.
 */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    // Oversized files are reported per file (bulk uploads keep the good ones), not thrown.
    throwFileSizeLimit: false,
    limits: { fieldSize: 64 * 1024, fields: 20, parts: 60, headerPairs: 200 },
  });
}

export interface ReceivedFile {
  fieldName: string;
  /** As the browser sent it (no directories). */
  fileName: string;
  /** Where its bytes were written; gone after the handler's work ends. */
  path: string;
  size: number;
  /** Larger than the route's limit: the bytes on disk stop at the limit. */
  tooLarge: boolean;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: ReceivedFile[];
}

export interface FormLimits {
  maxFileBytes: number;
  maxFiles: number;
}

function baseName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  return last.trim();
}

/**
 * Receives a form into a temp folder (bounded by `maxFileBytes` per file, so memory stays flat),
 * runs `work`, and removes the folder whatever happens. More than `maxFiles` files answers
 * `tooManyFiles`; a request that is not multipart answers `errorRequest`.
 */
export async function withReceivedForm<T>(
  request: FastifyRequest,
  limits: FormLimits,
  work: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw badRequest('errorRequest');
  return withTempDir('form', async (dir) => {
    const form: ReceivedForm = { fields: {}, files: [] };
    try {
      // fileSize one byte over the limit: a file of exactly the limit is not truncated.
      for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFiles + 1 } })) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
          continue;
        }
        if (form.files.length >= limits.maxFiles) {
          part.file.resume();
          throw badRequest('tooManyFiles');
        }
        const target = path.join(dir, `${form.files.length}`);
        await pipeline(part.file, fs.createWriteStream(target));
        const size = (await fs.promises.stat(target)).size;
        const tooLarge = part.file.truncated || size > limits.maxFileBytes;
        form.files.push({ fieldName: part.fieldname, fileName: baseName(part.filename), path: target, size, tooLarge });
      }
    } catch (error) {
      throw asFormError(error);
    }
    return work(form);
  });
}

function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') return badRequest('tooManyFiles');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('fileSizeExceeded', 413);
  // Malformed bodies (a part terminated early, a bad boundary) are the client's fault.
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest('errorRequest');
  if (error instanceof Error && /multipart|boundary|terminated early|Unexpected end/i.test(error.message))
    return badRequest('errorRequest');
  return error;
}
