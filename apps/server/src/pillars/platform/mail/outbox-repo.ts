import crypto from 'node:crypto';
import { count, desc } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { outbox } from '../../../kernel/db/schema/index.ts';
import type { OutgoingMessage } from './messenger.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** SQL for the dev outbox (table outbox). */
export class OutboxRepo {
  constructor(private readonly db: AppDb) {}

  async insert(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outbox).values({ id: crypto.randomUUID(), ...message });
  }

  /** Newest first. */
  async page(page: number, size: number): Promise<{ rows: OutboxRow[]; total: number }> {
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ total: count() }).from(outbox),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  }
}
