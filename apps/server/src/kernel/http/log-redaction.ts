import type { FastifyServerOptions } from 'fastify';

/** Fastify's logger settings (pino's options). */
type LoggerSettings = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
type LogMethodHook = NonNullable<NonNullable<LoggerSettings['hooks']>['logMethod']>;

/** Anything log lines can be written to (a test's collector, a file stream). */
export interface LogSink {
  write(line: string): void;
}

const REDACTED = '[REDACTED]';

/**
 * Query parameters that carry a credential: the session token old media links carried
 * (`ww_token`), other token spellings, and the signature of pre-signed links.
 */
const SECRET_QUERY = /([?&](?:ww_token|token|access_token|x-amz-signature|x-amz-security-token)=)[^&#\s"'<>]*/gi;
const BEARER = /(bearer\s+)[\w.~+/=-]+/gi;
/**
 * Open API keys (`ork_`) and webhook signing secrets (`whsec_`) wherever they stand: in any
 * query parameter, a path, a message (issue 24 §3: a key in a query was logged in full).
 * The prefix stays, so a reader still sees which kind of secret was there.
 */
const KNOWN_SECRET = /\b(ork_|whsec_)[\w-]+/g;

/** The text with every token-bearing query value, bearer credential, API key and webhook secret blanked out. */
export function redactText(text: string): string {
  return text.replace(SECRET_QUERY, `$1${REDACTED}`).replace(BEARER, `$1${REDACTED}`).replace(KNOWN_SECRET, `$1${REDACTED}`);
}

/** Headers that carry the session token (`token`, `Authorization`: product-rules#accounts-sessions) or a cookie. */
const SECRET_HEADERS = ['token', 'authorization', 'cookie', 'x-amz-security-token'];

const HEADER_PATHS = ['headers', 'req.headers', 'request.headers', '*.headers'].flatMap((base) =>
  SECRET_HEADERS.map((name) => `${base}["${name}"]`),
);
const URL_PATHS = ['url', 'req.url', 'request.url', '*.url', 'originalUrl', 'req.originalUrl'];

/** Plain message strings ("request to ... failed") are redacted like URLs. */
const redactMessageStrings: LogMethodHook = function (args, method) {
  const cleaned = args.map((arg: unknown) => (typeof arg === 'string' ? redactText(arg) : arg)) as typeof args;
  method.apply(this, cleaned);
};

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

interface LoggedError {
  name: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  cause?: unknown;
}

function serializeError(error: LoggedError, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  const cause = error.cause instanceof Error && depth < 3 ? serializeError(error.cause, depth + 1) : undefined;
  return {
    type: error.name,
    message: redactText(String(error.message)),
    stack: redactText(error.stack ?? ''),
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    ...(cause ? { cause } : {}),
  };
}

/**
 * Logger settings for the server: pino with every place a session token could reach the
 * log redacted, whatever the level (request lines, headers, URLs inside error messages,
 * and plain message strings). `stream` lets tests read what would be written.
 */
export function redactingLogger(level: string, stream?: LogSink): LoggerSettings {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [...HEADER_PATHS, ...URL_PATHS],
      censor: (value: unknown, path: string[]) => {
        const field = path.at(-1) ?? '';
        if (field === 'url' || field === 'originalUrl') return typeof value === 'string' ? redactText(value) : value;
        return value === undefined ? value : REDACTED;
      },
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactText(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: LoggedError) => serializeError(error),
    },
    hooks: { logMethod: redactMessageStrings },
  };
}
