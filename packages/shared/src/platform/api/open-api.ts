import { z } from 'zod';

/**
 * Open API (issue 15 §1; spec §2 `/openApi`): API keys that act as their user on the same routes the
 * web app uses, limited to the scopes chosen when the key was made, and webhooks that tell a
 * developer's server about outcomes (a video rendered, a payment paid) with a signed POST.
 */
const userprocess = (path: string) => `/userprocess/openApi/${path}`;

export const OPEN_API_PATHS = {
  /** GET PageQuery -> ApiKeyPage (the caller's keys in the current workspace and, for its owner and admins, the workspace's keys; newest first; never the secret) */
  keys: userprocess('keys'),
  /** POST CreateApiKeyBody -> CreatedApiKey (the only response that carries the secret) */
  keyCreate: userprocess('keys/create'),
  /** POST -> ApiKey (revoked; requests with it answer 401 from then on) */
  keyRevoke: (id: string) => userprocess(`keys/${id}/revoke`),
  /** GET -> WebhookEndpoint[] (the caller's own endpoints in the current workspace and, for its owner and admins, the workspace's) */
  webhooks: userprocess('webhooks'),
  /** POST CreateWebhookBody -> CreatedWebhookEndpoint (the only response that carries the signing secret) */
  webhookCreate: userprocess('webhooks/create'),
  /** POST -> null (the endpoint stops receiving events; its log goes with it) */
  webhookDelete: (id: string) => userprocess(`webhooks/${id}/delete`),
  /** GET PageQuery & { endpointId? } -> WebhookDeliveryPage (newest first) */
  deliveries: userprocess('webhooks/deliveries'),
  /** POST -> WebhookDelivery (queued again now, with a fresh set of attempts) */
  deliveryResend: (id: string) => userprocess(`webhooks/deliveries/${id}/resend`),
} as const;

/** The prefix every API key starts with (how the server tells a key from a session token). */
export const API_KEY_PREFIX = 'ork_';

/**
 * What a key may reach. A route outside every scope (account settings, passwords, workspaces, the
 * keys themselves) refuses API keys: a leaked key can make videos, not take over the account.
 */
export const API_KEY_SCOPES = ['video', 'voices', 'avatars', 'knowledge', 'conversation', 'batch', 'translation', 'payments'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Route prefixes of each scope (spec §7 paths; a route belongs to the first scope whose prefix it starts with). */
const API_KEY_SCOPE_PREFIXES: Record<ApiKeyScope, readonly string[]> = {
  video: [
    '/manprocess/video/',
    '/manprocess/man/',
    '/manprocess/catalog/',
    '/manprocess/job/',
    '/manprocess/photo/',
    '/manprocess/ppt/',
    '/manprocess/wizard/',
    '/oss/',
  ],
  voices: ['/apis/tts-web-api/', '/overseas-apis/tts/', '/aiask/avatar/tts/', '/tts/', '/apis/voice-profiles/', '/manprocess/preview/'],
  avatars: ['/manprocess/avatar/', '/manprocess/userAvatar/', '/manprocess/model/', '/manprocess/clone/'],
  knowledge: ['/aiask/avatar/documentLib/', '/aiask/avatar/file/'],
  conversation: [
    '/aiask/avatar/avatarConversation/',
    '/aiask/avatar/avatarProject/',
    '/api/chat/',
    // A conversation turn (the role's answer to a question); the roles themselves stay session-only.
    '/aiask/avatar/avatarRole/answer',
  ],
  batch: ['/manprocess/batch/'],
  translation: ['/manprocess/videoDub/'],
  payments: ['/userprocess/order/', '/userprocess/sku/'],
};

/**
 * Routes inside a scope's prefixes that keys still may not call: the account's S3 key pair is a
 * standing secret of its own (a leaked API key must not turn into storage credentials that outlive
 * its revocation).
 */
const KEYLESS_ROUTES: readonly string[] = ['/oss/credentials'];

/** The scope a route (its pattern or path) needs from an API key, or null when keys may not call it. */
export function scopeOfRoute(route: string): ApiKeyScope | null {
  if (KEYLESS_ROUTES.some((path) => route === path || route.startsWith(`${path}?`))) return null;
  for (const scope of API_KEY_SCOPES) if (API_KEY_SCOPE_PREFIXES[scope].some((prefix) => route.startsWith(prefix))) return scope;
  return null;
}

/** Requests a key may make per minute unless its creator chose otherwise. */
export const API_KEY_DEFAULT_RATE_PER_MINUTE = 60;
export const API_KEY_MAX_RATE_PER_MINUTE = 600;
/** Keys one user may hold at once in a workspace, and workspace keys one workspace may hold (revoked ones do not count). */
export const API_KEYS_MAX = 20;

/** Roles of an enterprise workspace that manage its workspace keys and workspace webhooks. */
export const WORKSPACE_OPEN_API_ROLES = ['owner', 'admin'] as const;

/**
 * Whether a member may make, list and remove the workspace's own keys and webhook endpoints: the
 * owner or an admin of an enterprise workspace (a personal workspace has only its owner: their own
 * keys already act there). The server checks this again in SQL on every write.
 */
export function managesWorkspaceOpenApi(membership: { kind: string; role: string }): boolean {
  return membership.kind === 'enterprise' && (WORKSPACE_OPEN_API_ROLES as readonly string[]).includes(membership.role);
}

export const ApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, for telling keys apart (the rest is never shown again). */
  prefix: z.string(),
  /** A workspace key: acts as the workspace (its owner) in that workspace only; managed by its owner and admins. */
  workspace: z.boolean(),
  /** Who made it: their email, or masked phone (null when the account is gone). */
  createdBy: z.string().nullable(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  ratePerMinute: z.number(),
  useCount: z.number(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKey>;

export const ApiKeyPage = z.object({ items: z.array(ApiKey), total: z.number(), page: z.number(), size: z.number() });
export type ApiKeyPage = z.infer<typeof ApiKeyPage>;

export const CreatedApiKey = ApiKey.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const CreateApiKeyBody = z.object({
  name: z.string().trim().min(1).max(50),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1),
  ratePerMinute: z.number().int().min(1).max(API_KEY_MAX_RATE_PER_MINUTE).default(API_KEY_DEFAULT_RATE_PER_MINUTE),
  /** Make a key of the current workspace rather than one's own (owner or admin of the workspace only). */
  workspace: z.boolean().default(false),
});
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;

/** Outcomes a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'video.succeeded',
  'video.failed',
  'batch.done',
  'translation.done',
  'payment.paid',
  'knowledge.ready',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The events outcomes record, offered on /openApi (every type of the contract is sent). */
export const WEBHOOK_EVENTS_SENT: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES;
/**
 * What a workspace endpoint may receive: outcomes of the workspace's resources, whichever member
 * owns them. A payment is the paying person's (an order buys time for an account, not a workspace),
 * so `payment.paid` reaches its payer's own endpoints only.
 */
export const WEBHOOK_WORKSPACE_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES.filter((type) => type !== 'payment.paid');

/**
 * Delivery headers. The signature is `v1=` + hex HMAC-SHA256, keyed with the endpoint's secret,
 * over `${timestamp}.${body}` (timestamp: the header's Unix seconds; body: the raw request body).
 */
export const WEBHOOK_HEADERS = {
  id: 'x-orator-event-id',
  type: 'x-orator-event-type',
  timestamp: 'x-orator-timestamp',
  signature: 'x-orator-signature',
} as const;

/** Attempts per delivery (the first and its retries) before it is marked failed; a resend grants as many again. */
export const WEBHOOK_MAX_ATTEMPTS = 5;
/** Retry n waits base * 2^(n-1), capped. */
export const WEBHOOK_BACKOFF_BASE_MS = 1_000;
const WEBHOOK_BACKOFF_CAP_MS = 10 * 60_000;
/** Endpoints one user may hold in a workspace, and workspace endpoints one workspace may hold (counted apart). */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** How long to wait before attempt `attempt + 1` after `attempt` failed. */
export function webhookRetryDelayMs(attempt: number, baseMs: number = WEBHOOK_BACKOFF_BASE_MS): number {
  return Math.min(WEBHOOK_BACKOFF_CAP_MS, baseMs * 2 ** Math.max(0, attempt - 1));
}

/** The JSON body of every delivery; `id` stays the same across retries and resends (receivers deduplicate on it). */
export const WebhookPayload = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  createdAt: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof WebhookPayload>;

export const WebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  /** A workspace endpoint: receives the workspace's events (every member's resources there); managed by its owner and admins. */
  workspace: z.boolean(),
  /** Who made it: their email, or masked phone (null when the account is gone). */
  createdBy: z.string().nullable(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  /** The secret's first characters. */
  secretPrefix: z.string(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

export const CreatedWebhookEndpoint = WebhookEndpoint.extend({ secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof CreatedWebhookEndpoint>;

export const CreateWebhookBody = z.object({
  url: z.string().trim().min(1).max(2000),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1),
  /** An endpoint of the current workspace rather than one's own (owner or admin of an enterprise workspace only). */
  workspace: z.boolean().default(false),
});
export type CreateWebhookBody = z.input<typeof CreateWebhookBody>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

const WebhookAttempt = z.object({
  attempt: z.number(),
  /** Null when no response came (refused, timed out). */
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: z.string().nullable(),
  at: z.string(),
});
type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: z.string(),
  endpointId: z.string(),
  url: z.string(),
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  log: z.array(WebhookAttempt),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveryPage = z.object({
  items: z.array(WebhookDelivery),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;
