import crypto from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Session tokens: 32 random bytes handed to the client once, stored only as a hash,
 * expiring after the configured TTL and revocable (logout, password change, deletion).
 */
export class SessionStore {
  constructor(
    private readonly db: AppDb,
    private readonly ttlHours: number,
  ) {}

  async create(userId: string): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.insert(sessions).values({
      id: crypto.randomUUID(),
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + this.ttlHours * 3600_000),
    });
    return token;
  }

  /** The live user behind a token, or null when unknown, expired, revoked or deleted. */
  async resolve(token: string): Promise<{ sessionId: string; user: UserRow } | null> {
    const [row] = await this.db
      .select({ sessionId: sessions.id, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          isNull(users.deletedAt),
        ),
      );
    return row ?? null;
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
  }

  async revokeAllFor(userId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  /** After a password change: every other device has to log in again. */
  async revokeAllExcept(userId: string, keepSessionId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
  }
}
