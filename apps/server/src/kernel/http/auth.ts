import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, scopeOfRoute, type ApiKeyScope } from '@orator/shared';
import type { SessionStore, UserRow } from '../tenancy/sessions.ts';
import type { Membership } from '../tenancy/tenancy.ts';
import { AppError, unauthorized } from './app-error.ts';

/** Who an API key acts as (issue 15 §1). */
export interface KeyIdentity {
  keyId: string;
  scopes: ApiKeyScope[];
  ratePerMinute: number;
  user: UserRow;
  membership: Membership;
}

/** Resolves API keys and counts their use (the open-api module's service). */
export interface ApiKeyAuthenticator {
  authenticate(secret: string): Promise<KeyIdentity | null>;
  /** Throws 429 past the key's limit. */
  consume(key: KeyIdentity): Promise<void>;
}

/** Seconds a caller refused by a key's per-minute limit is told to wait (the window's length: certainly enough). */
const KEY_RETRY_AFTER_SECONDS = 60;

/** Who is calling, in which tenant. Every owned resource is checked against both ids. */
export interface AuthContext {
  token: string;
  sessionId: string;
  user: UserRow;
  userId: string;
  tenant: Membership;
  tenantId: string;
  /** Set when the caller authenticated with an API key rather than a session. */
  apiKeyId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

/** product-rules#accounts-sessions: the token arrives as `token` and as `Authorization` (optionally "Bearer "). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const direct = header(request, 'token');
  if (direct) return direct;
  const authorization = header(request, 'authorization');
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7);
  // Never from the query string (the old ww_token; product-rules#accounts-sessions): URLs end up in logs, history and
  // Referer headers. Media the browser loads by URL uses signed links (storage/media-links.ts).
  return undefined;
}

/**
 * Resolves the session on every request (one cached lookup: session, user and tenant
 * membership). A bad token is not an error here: public routes still answer; `requireAuth`
 * turns a missing session into the envelope's 401 (product-rules#errors).
 */
export function installAuth(app: FastifyInstance, sessions: SessionStore, apiKeys?: ApiKeyAuthenticator): void {
  app.decorateRequest('auth', null);
  if (apiKeys) {
    // product-rules#open-api: a key acts as its user on the web app's own routes, within its scopes and
    // rate. Checked on arrival, before the body is read: a refused key costs no parsing or validation.
    app.addHook('onRequest', async (request, reply) => {
      const token = tokenOf(request);
      if (!token?.startsWith(API_KEY_PREFIX)) return;
      const key = await apiKeys.authenticate(token);
      if (!key) throw unauthorized();
      try {
        await apiKeys.consume(key);
      } catch (error) {
        if (error instanceof AppError && error.status === 429) reply.header('retry-after', String(KEY_RETRY_AFTER_SECONDS));
        throw error;
      }
      const scope = scopeOfRoute(request.routeOptions.url ?? request.url);
      if (!scope || !key.scopes.includes(scope)) throw new AppError('apiKeyScopeRefused', 403);
      request.auth = {
        token,
        sessionId: `apikey:${key.keyId}`,
        user: key.user,
        userId: key.user.id,
        tenant: key.membership,
        tenantId: key.membership.tenantId,
        apiKeyId: key.keyId,
      };
    });
  }
  app.addHook('preHandler', async (request) => {
    const token = tokenOf(request);
    if (!token) return;
    // API keys were resolved in onRequest (above).
    if (token.startsWith(API_KEY_PREFIX)) return;
    const requested = header(request, 'tenantid') ?? header(request, 'tenant-id') ?? null;
    const session = await sessions.authenticate(token, requested);
    if (!session?.tenantId) return;
    const tenant = session.membership;
    if (!tenant) {
      if (requested) throw new AppError('tenantNotFound', 403);
      return;
    }
    request.auth = { token, sessionId: session.sessionId, user: session.user, userId: session.user.id, tenant, tenantId: session.tenantId };
  });
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

export function requireAdmin(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (!auth.user.isAdmin) throw new AppError('forbidden', 403);
  return auth;
}
