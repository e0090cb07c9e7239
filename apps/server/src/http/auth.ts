import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionStore, UserRow } from '../modules/accounts/sessions.ts';
import type { Membership } from '../modules/accounts/tenancy.ts';
import { AppError, unauthorized } from './app-error.ts';

/** Who is calling, in which tenant. Every owned resource is checked against both ids. */
export interface AuthContext {
  token: string;
  sessionId: string;
  user: UserRow;
  userId: string;
  tenant: Membership;
  tenantId: string;
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
export function installAuth(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    const token = tokenOf(request);
    if (!token) return;
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
