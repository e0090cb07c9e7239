import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure, isErrorKey, messageFor } from '@orator/shared';
import { AppError } from './app-error.ts';

/**
 * SQLSTATEs of text the database cannot store (a NUL, an invalid byte sequence): the input
 * was bad, not the server. The NUL guard stops most of it before a route runs.
 */
const BAD_TEXT_SQLSTATES = new Set(['22021', '22P05']);

function sqlStateOf(error: unknown): string | undefined {
  // drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause.
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function languageOf(request: FastifyRequest): string | undefined {
  const header = request.headers['language'];
  return Array.isArray(header) ? header[0] : header;
}

/**
 * Every failure leaves as the envelope (product-rules#errors) with a localized message. Bad input is a
 * 4xx with the catalogue's message; only real faults are 500s, and those are logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    if (error instanceof AppError) {
      return reply.status(error.status).send(failure(messageFor(error.key, language, error.params), error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Schemas may name a catalogue key as an issue message; otherwise the request is malformed.
      const key = error.validation.map((v) => v.message ?? '').find(isErrorKey);
      const message = messageFor(key ?? 'errorRequest', language);
      return reply.status(400).send(failure(message));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(failure(messageFor('fileSizeExceeded', language)));
    }
    const sqlState = sqlStateOf(error);
    if (sqlState && BAD_TEXT_SQLSTATES.has(sqlState)) {
      return reply.status(400).send(failure(messageFor('errorRequest', language)));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure(messageFor('errorRequest', language)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(messageFor('systemError', language)));
  });
}
