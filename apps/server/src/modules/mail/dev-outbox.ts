import crypto from 'node:crypto';
import { count, desc } from 'drizzle-orm';
import type { OutboxMessage, Page } from '@orator/shared';
import type { AppDb } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';

/**
 * The embedded default: nothing leaves the machine. Each message is stored (admins read
 * it at /userprocess/admin/outbox) and logged, so a self-hosted install without SMTP or
 * an SMS provider can still register users.
 */
export class DevOutbox implements Messenger {
  constructor(
    private readonly db: AppDb,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(outbox).values({ id: crypto.randomUUID(), ...message });
    this.log(`[outbox] ${message.channel} to ${message.recipient}: ${message.subject} | ${message.body}`);
  }

  /** Newest first. */
  async list(page: number, size: number): Promise<Page<OutboxMessage>> {
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ total: count() }).from(outbox),
    ]);
    const items = rows.map((row) => ({
      id: row.id,
      channel: row.channel === 'sms' ? ('sms' as const) : ('email' as const),
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
    return { items, total: totals[0]?.total ?? 0, page, size };
  }
}
