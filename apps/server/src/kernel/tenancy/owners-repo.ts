import { and, eq, isNull } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { UserRow } from './sessions.ts';
import type { Queryable } from '../db/queryable.ts';

/** The project owner's account row, as composing and rendering read and charge it. */
export async function findOwner(db: Queryable, userId: string, opts: { lock?: boolean } = {}): Promise<UserRow | null> {
  const query = db.select().from(users).where(eq(users.id, userId));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** An account that still exists (not deleted): whoever signs a request must be one. */
export async function findLiveUser(db: Queryable, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row ?? null;
}
