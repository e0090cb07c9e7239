import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Membership } from '../modules/accounts/tenancy.ts';
import type { SessionStore, UserRow } from '../modules/accounts/sessions.ts';
import type { TenantDirectory } from '../modules/accounts/tenancy.ts';
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

/** Spec §7: the token arrives as `token` and as `Authorization` (optionally "Bearer "). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const direct = header(request, 'token');
  if (direct) return direct;
  const authorization = header(request, 'authorization');
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7);
  // Object-storage links opened by the browser (img src, downloads) carry ww_token (spec §7).
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.ww_token === 'string' ? query.ww_token : undefined;
}

/**
 * Resolves the session on every request. A bad token is not an error here: public routes
 * still answer; `requireAuth` turns a missing session into the spec's 401.
 */
export function installAuth(app: FastifyInstance, sessions: SessionStore, tenants: TenantDirectory): void {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    const token = tokenOf(request);
    if (!token) return;
    const session = await sessions.resolve(token);
    if (!session) return;
    const requested = header(request, 'tenantid') ?? header(request, 'tenant-id');
    const tenantId = requested ?? session.user.currentTenantId;
    if (!tenantId) return;
    const tenant = await tenants.membership(session.user.id, tenantId);
    if (!tenant) {
      if (requested) throw new AppError('tenantNotFound', 403);
      return;
    }
    request.auth = { token, sessionId: session.sessionId, user: session.user, userId: session.user.id, tenant, tenantId };
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
