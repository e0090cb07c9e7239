import crypto from 'node:crypto';
import { notices } from '../db/schema/index.ts';
import type { Queryable } from '../db/queryable.ts';

export interface NewNotice {
  userId: string;
  kind: string;
  params?: Record<string, string>;
  title?: string | null;
  body?: string | null;
  /** The event that made it: a second notice for the same event is not added. */
  sourceKey: string;
}

/**
 * Adds a notice, once per source event. Takes a transaction too, so a notice about an outcome
 * commits with the outcome (a render's success and its notice, together or not at all).
 */
export async function addNotice(db: Queryable, notice: NewNotice): Promise<void> {
  await db
    .insert(notices)
    .values({
      id: crypto.randomUUID(),
      userId: notice.userId,
      kind: notice.kind,
      params: notice.params ?? {},
      title: notice.title ?? null,
      body: notice.body ?? null,
      sourceKey: notice.sourceKey,
    })
    .onConflictDoNothing({ target: notices.sourceKey });
}
