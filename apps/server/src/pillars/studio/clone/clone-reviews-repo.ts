import { asc, count, eq, sql } from 'drizzle-orm';
import { clones, users } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';
import type { CloneRow } from './clones-repo.ts';

/** An authorization waiting for an operator: its status inside the clone's authorization document. */
const inReview = sql`${clones.authorization}->>'status' = 'review'`;

export interface PendingReviewRow {
  clone: CloneRow;
  email: string | null;
  phone: string | null;
}

/**
 * One page of clones whose authorization video waits for review, across every workspace (the
 * operators' queue), oldest first so nobody waits behind later uploads.
 */
export async function pageOfPendingReviews(
  db: Queryable,
  page: number,
  size: number,
): Promise<{ rows: PendingReviewRow[]; total: number }> {
  const rows: PendingReviewRow[] = await pendingReviewsQuery(db, page, size);
  const [total] = await db.select({ n: count() }).from(clones).where(inReview);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The queue's page query, unexecuted (its plan is checked against clones_review_queue_idx, whose
 * predicate and order it matches).
 */
export function pendingReviewsQuery(db: Queryable, page: number, size: number) {
  return db
    .select({ clone: clones, email: users.email, phone: users.phone })
    .from(clones)
    .leftJoin(users, eq(users.id, clones.ownerId))
    .where(inReview)
    .orderBy(asc(clones.updatedAt), asc(clones.id))
    .limit(size)
    .offset((page - 1) * size);
}

/**
 * Moves a reviewed authorization to its decision in one statement, only while it is still in
 * review: of two operators deciding at once exactly one gets the row back. `decision` is merged
 * into the authorization document (status, decidedAt, reason).
 */
export async function decideReview(db: Queryable, id: string, decision: Record<string, string | null>): Promise<CloneRow | undefined> {
  const [row] = await db
    .update(clones)
    .set({ authorization: sql`${clones.authorization} || ${JSON.stringify(decision)}::jsonb`, updatedAt: new Date() })
    .where(sql`${clones.id} = ${id} and ${inReview}`)
    .returning();
  return row;
}

export async function cloneExists(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.select({ id: clones.id }).from(clones).where(eq(clones.id, id));
  return Boolean(row);
}
