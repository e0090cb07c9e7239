import type { OutboxMessage, Page } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { Messenger, OutgoingMessage } from './messenger.ts';
import { OutboxRepo } from './outbox-repo.ts';

/**
 * The embedded default: nothing leaves the machine. Each message is stored (admins read
 * it at /userprocess/admin/outbox) and logged, so a self-hosted install without SMTP or
 * an SMS provider can still register users.
 */
export class DevOutbox implements Messenger {
  private readonly repo: OutboxRepo;

  constructor(
    db: AppDb,
    private readonly log: (line: string) => void = (line) => console.log(line),
  ) {
    this.repo = new OutboxRepo(db);
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.repo.insert(message);
    this.log(`[outbox] ${message.channel} to ${message.recipient}: ${message.subject} | ${message.body}`);
  }

  /** Newest first. */
  async list(page: number, size: number): Promise<Page<OutboxMessage>> {
    const { rows, total } = await this.repo.page(page, size);
    const items = rows.map((row) => ({
      id: row.id,
      channel: row.channel === 'sms' ? ('sms' as const) : ('email' as const),
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
    return { items, total, page, size };
  }
}
