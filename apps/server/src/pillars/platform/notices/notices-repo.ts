import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { notices, users } from '../../../kernel/db/schema/index.ts';
import type { Queryable } from '../../../kernel/db/queryable.ts';

export type NoticeRecord = typeof notices.$inferSelect;

export { addNotice, type NewNotice } from '../../../kernel/outbox/user-notices-repo.ts';

/** One notice per account that is not deleted, in one statement; returns how many were added. */
export async function broadcastNotice(db: Queryable, input: { title: string; body: string; sourceKey: string }): Promise<number> {
  const added = await db
    .insert(notices)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()::text`.as('id'),
          userId: users.id,
          kind: sql<string>`'broadcast'`.as('kind'),
          title: sql<string>`${input.title}`.as('title'),
          body: sql<string>`${input.body}`.as('body'),
          params: sql<Record<string, string>>`'{}'::jsonb`.as('params'),
          isRead: sql<number>`0`.as('is_read'),
          sourceKey: sql<string>`${input.sourceKey} || ':' || ${users.id}`.as('source_key'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(users)
        .where(isNull(users.deletedAt)),
    )
    .onConflictDoNothing({ target: notices.sourceKey })
    .returning({ id: notices.id });
  return added.length;
}

export async function pageOfNotices(
  db: Queryable,
  userId: string,
  page: number,
  size: number,
): Promise<{ rows: NoticeRecord[]; total: number; unread: number }> {
  const rows = await db
    .select()
    .from(notices)
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(size)
    .offset((page - 1) * size);
  const [totals] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${notices.isRead} = 0)`.mapWith(Number) })
    .from(notices)
    .where(eq(notices.userId, userId));
  return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
}

/** Marks every unread notice of the user read; returns how many changed. */
export async function markAllNoticesRead(db: Queryable, userId: string): Promise<number> {
  const changed = await db
    .update(notices)
    .set({ isRead: 1 })
    .where(and(eq(notices.userId, userId), eq(notices.isRead, 0)))
    .returning({ id: notices.id });
  return changed.length;
}

/** Marks one of the user's notices read; null when the user has no such notice. */
export async function markNoticeRead(db: Queryable, userId: string, id: string): Promise<NoticeRecord | null> {
  const [row] = await db
    .update(notices)
    .set({ isRead: 1 })
    .where(and(eq(notices.id, id), eq(notices.userId, userId)))
    .returning();
  return row ?? null;
}

/** An account's notices go with the account. */
export async function deleteNoticesOf(db: Queryable, userId: string): Promise<void> {
  await db.delete(notices).where(eq(notices.userId, userId));
}
