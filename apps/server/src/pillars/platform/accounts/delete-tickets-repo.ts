import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { deleteTickets } from '../../../kernel/db/schema/index.ts';

export type NewDeleteTicket = Pick<typeof deleteTickets.$inferInsert, 'tokenHash' | 'userId' | 'expiresAt'>;

/** SQL for account-deletion tickets (stored as hashes; each can be spent once). */
export class DeleteTicketsRepo {
  constructor(private readonly db: AppDb) {}

  async deleteExpiredBefore(now: Date): Promise<void> {
    await this.db.delete(deleteTickets).where(lt(deleteTickets.expiresAt, now));
  }

  async insert(ticket: NewDeleteTicket): Promise<void> {
    await this.db.insert(deleteTickets).values(ticket);
  }

  /**
   * Spends the user's unused, unexpired ticket in one conditional UPDATE, so two concurrent
   * confirmations cannot both spend it. False when there was no such ticket.
   */
  async spend(tokenHash: string, userId: string, now: Date): Promise<boolean> {
    const spent = await this.db
      .update(deleteTickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(deleteTickets.tokenHash, tokenHash),
          eq(deleteTickets.userId, userId),
          isNull(deleteTickets.usedAt),
          gt(deleteTickets.expiresAt, now),
        ),
      )
      .returning({ userId: deleteTickets.userId });
    return spent.length > 0;
  }
}
