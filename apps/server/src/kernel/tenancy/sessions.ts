import crypto from 'node:crypto';
import type { AppDb, Database } from '../db/client.ts';
import { AUTH_CHANGED_CHANNEL, SessionCache } from './session-cache.ts';
import { SessionsRepo } from './sessions-repo.ts';
import type { Membership } from './tenancy-repo.ts';
import type { UserRow } from './user-row.ts';

export type { UserRow } from './user-row.ts';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Who a token belongs to and their membership of the tenant the request is for. */
export interface AuthenticatedSession {
  sessionId: string;
  user: UserRow;
  /** When the session ends by itself (open WebSockets close then). */
  expiresAt: Date;
  /** The tenant asked for, else the user's current one; null when the user has none. */
  tenantId: string | null;
  /** Null when the user is not a member of `tenantId`. */
  membership: Membership | null;
}

/** How long a resolved session may be reused without asking the database (see SessionCache). */
export const SESSION_CACHE_MS = 5_000;

/**
 * Session tokens: 32 random bytes handed to the client once, stored only as a hash,
 * expiring after the configured TTL and revocable (logout, password change, deletion).
 */
export class SessionStore {
  private readonly cache: SessionCache<AuthenticatedSession>;
  private readonly repo: SessionsRepo;
  private readonly changeListeners = new Set<(userId: string) => void>();

  constructor(
    db: AppDb,
    private readonly ttlHours: number,
    cacheMs = SESSION_CACHE_MS,
  ) {
    this.cache = new SessionCache(cacheMs);
    this.repo = new SessionsRepo(db);
  }

  async create(userId: string): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.repo.insert({
      id: crypto.randomUUID(),
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + this.ttlHours * 3600_000),
    });
    return token;
  }

  /** The live session behind a token for `requestedTenantId` (null: the current tenant), or null when unknown, expired, revoked or deleted. */
  async authenticate(token: string, requestedTenantId: string | null): Promise<AuthenticatedSession | null> {
    const tokenHash = hashToken(token);
    const key = `${tokenHash}/${requestedTenantId ?? ''}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const generation = this.cache.currentGeneration();
    const session: AuthenticatedSession | null = await this.repo.findLive(tokenHash, requestedTenantId);
    if (!session) return null;
    this.cache.set(key, { userId: session.user.id, expiresAt: session.expiresAt, value: session }, generation);
    return session;
  }

  /** The live user behind a token, or null when unknown, expired, revoked or deleted. */
  async resolve(token: string): Promise<{ sessionId: string; user: UserRow } | null> {
    const session = await this.authenticate(token, null);
    return session ? { sessionId: session.sessionId, user: session.user } : null;
  }

  async revoke(token: string): Promise<void> {
    const userIds = await this.repo.revokeByTokenHash(hashToken(token), new Date());
    for (const userId of userIds) this.forgetUser(userId);
  }

  async revokeAllFor(userId: string): Promise<void> {
    await this.repo.revokeAllOf(userId, new Date());
    this.forgetUser(userId);
  }

  /** After a password change: every other device has to log in again. */
  async revokeAllExcept(userId: string, keepSessionId: string): Promise<void> {
    await this.repo.revokeAllOf(userId, new Date(), keepSessionId);
    this.forgetUser(userId);
  }

  /**
   * The one invalidation: call after changing a user's sessions, account or memberships
   * outside this store. (The database trigger calls it too; calling it here as well makes
   * the change exact in this process even before the notification arrives.)
   */
  forgetUser(userId: string): void {
    this.cache.forgetUser(userId);
    for (const listener of this.changeListeners) listener(userId);
  }

  /**
   * Called with the user id (or EVERY_USER) whenever `forgetUser` runs, in this process or
   * relayed from another: holders of long-lived sessions (the job WebSocket) re-check theirs.
   */
  onUserChanged(listener: (userId: string) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Forgets users whose rows changed in any process (the trigger of migration 0001 notifies). */
  async followDatabase(database: Pick<Database, 'listen'>): Promise<() => Promise<void>> {
    return database.listen(AUTH_CHANGED_CHANNEL, (userId) => this.forgetUser(userId));
  }
}
