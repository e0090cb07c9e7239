import path from 'node:path';

/**
 * Every setting comes from the environment, read once at start-up. Adapters are chosen
 * from these values (architecture: "Adapters are chosen once, at start-up").
 * The README's configuration table documents each variable.
 */
export interface Config {
  port: number;
  host: string;
  /** Where embedded data lives: PGlite files, blobs, caches. */
  dataDir: string;
  /** Absent = embedded PGlite under dataDir/pglite. */
  databaseUrl: string | null;
  /** Concurrent jobs this process runs; 0 = this process only enqueues (web-only node). */
  workers: number;
  /** A job whose worker is silent this long is retried elsewhere (JOB_HEARTBEAT_TIMEOUT_SECONDS). */
  jobHeartbeatTimeoutSeconds: number;
  /** pg-boss' last-resort expiry of one render (RENDER_JOB_EXPIRE_SECONDS). */
  renderJobExpireSeconds: number;
  /** Live rooms' stream jobs (issue 13 §2). */
  live: LiveStreamConfig;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  smsUrl: string | null;
  s3: S3Config | null;
  /** The operator account created at seed time when both are set. */
  adminEmail: string | null;
  adminPassword: string | null;
  sessionTtlHours: number;
  webDistDir: string;
  logLevel: string;
  /** Automated test runs: exposes the hidden slider-answer route used by API tests and benchmarks. */
  testMode: boolean;
  /** Cheap password hashing (tests only; on by default in test mode, ORATOR_FAST_HASHING=0 turns it off). */
  fastHashing: boolean;
  /** Multiplies every account rate limit (RATE_LIMIT_SCALE); 1 = the defaults. */
  rateLimitScale: number;
  /** Port of the S3 API listener (S3_API_PORT; unset, 0 or "off" = no listener). */
  s3ApiPort: number | null;
  /** The S3 endpoint announced to clients when a proxy puts it elsewhere (S3_API_URL). */
  s3ApiUrl: string | null;
  /** Trust X-Forwarded-For from a reverse proxy (TRUST_PROXY=1) — only when one sits in front. */
  trustProxy: boolean;
  /** Slow-client limits of the HTTP listener (see http/connection-limits.ts). */
  http: HttpLimits;
  /** CSP frame-ancestors sources allowed to embed the app (FRAME_ANCESTORS, space-separated). */
  frameAncestors: string;
  /** Knowledge web uploads may fetch loopback / private / link-local addresses (WEB_FETCH_ALLOW_PRIVATE=1: intranet installs, tests). */
  webFetchAllowPrivate: boolean;
  /** A conversation socket silent this long is closed (CONVERSATION_IDLE_SECONDS; spec §4 idle disconnect). */
  conversationIdleSeconds: number;
  /** The OpenAI-compatible language model (LLM_BASE_URL); null = answers are extractive (offline). */
  llm: LlmConfig | null;
  /** The OpenAI-compatible embeddings server (EMBEDDINGS_BASE_URL); null = retrieval is lexical only. */
  embeddings: EmbeddingsConfig | null;
  /** The OpenAI-compatible images model (IMAGE_BASE_URL); null = the image assistant composes offline from the illustration library. */
  images: ImageModelConfig | null;
  /**
   * Addresses API-call flow nodes may call (CONVERSATION_API_ALLOWLIST, comma-separated origins or
   * URL prefixes); empty = none, every API-call node takes its error branch.
   */
  conversationApiAllowlist: string[];
  /** The OpenAI-compatible speech recogniser (ASR_BASE_URL); null = English only, offline (pocketsphinx). */
  asr: AsrConfig | null;
  /**
   * A LibreTranslate-compatible translation server (MT_BASE_URL) for video translation; null =
   * the language model when configured, else Apertium's pairs only (product-rules#video-dub).
   */
  mt: MtConfig | null;
  /** The operator's voice-cloning TTS server (VOICE_CLONE_BASE_URL); null = voice profiles are matched offline, not cloned. */
  voiceClone: VoiceCloneConfig | null;
  /**
   * Payments (docs/payments.md): PAY_PROVIDER — 'sandbox' (the embedded default, signing with PAY_SECRET;
   * unset = one kept in DATA_DIR) or 'stripe' (Stripe Checkout: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET,
   * STRIPE_CURRENCY, STRIPE_API_BASE).
   */
  pay: { provider: 'sandbox' | 'stripe'; secret: string | null; stripe: StripeConfig | null };
}

/** Stripe Checkout (PAY_PROVIDER=stripe). */
export interface StripeConfig {
  /** The account's secret API key (sk_live_… or sk_test_…). */
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string;
  /** ISO currency of the prices' minor units (the plans' prices are in this currency). */
  currency: string;
  /** https://api.stripe.com unless a test points it at a stand-in. */
  apiBase: string;
}

export interface VoiceCloneConfig {
  /** The server root (a trailing /v1 is dropped): `/v1/voices` and `/v1/audio/speech` are called. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** One request (a clone upload or one sentence of speech) must finish within this (VOICE_CLONE_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

export interface MtConfig {
  /** `${baseUrl}/translate` is called (LibreTranslate's JSON API). */
  baseUrl: string;
  apiKey: string | null;
  /** One request (all segments of a video) must finish within this (MT_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

export interface AsrConfig {
  /** The server root (a trailing /v1 is dropped): `${baseUrl}/v1/audio/transcriptions` is called. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** One utterance must be transcribed within this (ASR_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

export interface EmbeddingsConfig {
  /** The server root (a trailing /v1 is dropped): `${baseUrl}/v1/embeddings` is called. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** One batch request must finish within this (EMBEDDINGS_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

export interface LlmConfig {
  /** The server root (a trailing /v1 is dropped): `${baseUrl}/v1/chat/completions` is called. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** One whole answer must finish within this (LLM_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

export interface ImageModelConfig {
  /** The server root (a trailing /v1 is dropped): `${baseUrl}/v1/images/generations` is called. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** One generation (all of its pictures) must finish within this (IMAGE_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

export interface HttpLimits {
  /** A socket with no bytes in either direction this long is closed (IDLE_TIMEOUT_SECONDS). */
  idleTimeoutMs: number;
  /** All request headers must arrive within this (HEADERS_TIMEOUT_SECONDS). */
  headersTimeoutMs: number;
  /** One whole request, body included, must arrive within this (REQUEST_TIMEOUT_SECONDS). */
  requestTimeoutMs: number;
  /** Open sockets per remote address; more are refused (MAX_CONNECTIONS_PER_IP, 0 = no cap). */
  maxConnectionsPerIp: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function intFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n)) throw new Error(`Expected a whole number, got "${value}"`);
  return n;
}

/** A port that may be switched off: unset, empty, 0 or "off" = null. */
function optionalPort(value: string | undefined): number | null {
  if (value === undefined || value === 'off') return null;
  const port = intFrom(value, 0);
  return port === 0 ? null : port;
}

export interface LiveStreamConfig {
  /** Rooms one worker process streams at once (LIVE_ROOMS_PER_WORKER). */
  roomsPerWorker: number;
  /** Times a failing room's stream job is retried before the room is stopped (LIVE_STREAM_RETRIES). */
  streamRetries: number;
  /**
   * A stream job hands the room to a fresh job after this long (LIVE_STREAM_HANDOVER_SECONDS),
   * ahead of the queue's expiry of a job, which is an hour later.
   */
  handoverSeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 8080);
  const s3 = env.S3_ENDPOINT
    ? {
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET ?? 'orator',
        region: env.S3_REGION ?? 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
      }
    : null;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || null,
    workers: intFrom(env.WORKERS, 2),
    jobHeartbeatTimeoutSeconds: Math.max(2, intFrom(env.JOB_HEARTBEAT_TIMEOUT_SECONDS, 120)),
    renderJobExpireSeconds: Math.max(10, intFrom(env.RENDER_JOB_EXPIRE_SECONDS, 2 * 3600)),
    live: {
      roomsPerWorker: Math.max(0, intFrom(env.LIVE_ROOMS_PER_WORKER, 8)),
      streamRetries: Math.max(0, intFrom(env.LIVE_STREAM_RETRIES, 50)),
      handoverSeconds: Math.max(5, intFrom(env.LIVE_STREAM_HANDOVER_SECONDS, 22 * 3600)),
    },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Orator <no-reply@orator.local>',
    smsUrl: env.SMS_URL || null,
    s3,
    adminEmail: env.ADMIN_EMAIL || null,
    adminPassword: env.ADMIN_PASSWORD || null,
    sessionTtlHours: intFrom(env.SESSION_TTL_HOURS, 24 * 7),
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    testMode: env.ORATOR_TEST_MODE === '1',
    fastHashing: env.ORATOR_FAST_HASHING ? env.ORATOR_FAST_HASHING === '1' : env.ORATOR_TEST_MODE === '1',
    rateLimitScale: Math.max(1, intFrom(env.RATE_LIMIT_SCALE, 1)),
    s3ApiPort: optionalPort(env.S3_API_PORT),
    s3ApiUrl: env.S3_API_URL || null,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    http: {
      idleTimeoutMs: Math.max(1, intFrom(env.IDLE_TIMEOUT_SECONDS, 30)) * 1000,
      headersTimeoutMs: Math.max(1, intFrom(env.HEADERS_TIMEOUT_SECONDS, 20)) * 1000,
      requestTimeoutMs: Math.max(1, intFrom(env.REQUEST_TIMEOUT_SECONDS, 600)) * 1000,
      maxConnectionsPerIp: Math.max(0, intFrom(env.MAX_CONNECTIONS_PER_IP, 256)),
    },
    frameAncestors: env.FRAME_ANCESTORS?.trim() || "'self'",
    webFetchAllowPrivate: env.WEB_FETCH_ALLOW_PRIVATE === '1' || env.WEB_FETCH_ALLOW_PRIVATE === 'true',
    conversationIdleSeconds: Math.max(1, intFrom(env.CONVERSATION_IDLE_SECONDS, 600)),
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL.replace(/\/+$/, '').replace(/\/v1$/, ''),
          apiKey: env.LLM_API_KEY || null,
          model: env.LLM_MODEL || 'gpt-4o-mini',
          timeoutMs: Math.max(1, intFrom(env.LLM_TIMEOUT_SECONDS, 60)) * 1000,
        }
      : null,
    images: env.IMAGE_BASE_URL
      ? {
          baseUrl: env.IMAGE_BASE_URL.replace(/\/+$/, '').replace(/\/v1$/, ''),
          apiKey: env.IMAGE_API_KEY || null,
          model: env.IMAGE_MODEL || 'gpt-image-1',
          timeoutMs: Math.max(1, intFrom(env.IMAGE_TIMEOUT_SECONDS, 120)) * 1000,
        }
      : null,
    embeddings: env.EMBEDDINGS_BASE_URL
      ? {
          baseUrl: env.EMBEDDINGS_BASE_URL.replace(/\/+$/, '').replace(/\/v1$/, ''),
          apiKey: env.EMBEDDINGS_API_KEY || null,
          model: env.EMBEDDINGS_MODEL || 'text-embedding-3-small',
          timeoutMs: Math.max(1, intFrom(env.EMBEDDINGS_TIMEOUT_SECONDS, 30)) * 1000,
        }
      : null,
    conversationApiAllowlist: (env.CONVERSATION_API_ALLOWLIST ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    pay: payFrom(env),
    asr: env.ASR_BASE_URL
      ? {
          baseUrl: env.ASR_BASE_URL.replace(/\/+$/, '').replace(/\/v1$/, ''),
          apiKey: env.ASR_API_KEY || null,
          model: env.ASR_MODEL || 'whisper-1',
          timeoutMs: Math.max(1, intFrom(env.ASR_TIMEOUT_SECONDS, 30)) * 1000,
        }
      : null,
    voiceClone: env.VOICE_CLONE_BASE_URL
      ? {
          baseUrl: env.VOICE_CLONE_BASE_URL.replace(/\/+$/, '').replace(/\/v1$/, ''),
          apiKey: env.VOICE_CLONE_API_KEY || null,
          model: env.VOICE_CLONE_MODEL || 'tts-1',
          timeoutMs: Math.max(1, intFrom(env.VOICE_CLONE_TIMEOUT_SECONDS, 120)) * 1000,
        }
      : null,
    mt: env.MT_BASE_URL
      ? {
          baseUrl: env.MT_BASE_URL.replace(/\/+$/, ''),
          apiKey: env.MT_API_KEY || null,
          timeoutMs: Math.max(1, intFrom(env.MT_TIMEOUT_SECONDS, 60)) * 1000,
        }
      : null,
  };
}

/** The payment adapter PAY_PROVIDER names, with what it needs; a missing setting stops the start with its name. */
function payFrom(env: NodeJS.ProcessEnv): Config['pay'] {
  const secret = env.PAY_SECRET || null;
  const provider = env.PAY_PROVIDER || 'sandbox';
  if (provider === 'sandbox') return { provider, secret, stripe: null };
  if (provider !== 'stripe') throw new Error(`PAY_PROVIDER=${provider}: no such payment adapter (docs/payments.md lists them)`);
  const secretKey = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secretKey || !webhookSecret)
    throw new Error('PAY_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (docs/payments.md)');
  return {
    provider,
    secret,
    stripe: {
      secretKey,
      webhookSecret,
      currency: (env.STRIPE_CURRENCY || 'cny').toLowerCase(),
      apiBase: env.STRIPE_API_BASE || 'https://api.stripe.com',
    },
  };
}
