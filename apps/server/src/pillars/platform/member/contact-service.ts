import crypto from 'node:crypto';
import { CONTACT_CALLBACK_HOURS, type ContactBody, type ContactPage, type ContactReceipt, type ContactRequest } from '@orator/shared';
import type { z } from 'zod';
import type { AppDb } from '../../../kernel/db/client.ts';
import { notFound } from '../../../kernel/http/app-error.ts';
import { systemClock } from '../../../kernel/clock.ts';
import { RateLimiter } from '../../../kernel/rate-limit/rate-limiter.ts';
import type { Limit } from '../../../kernel/rate-limit/rate-limits.ts';
import { recordAudit } from '../../../kernel/ledger/audit-repo.ts';
import { insertContact, markContactHandled, pageOfContacts, type ContactRow } from './contact-repo.ts';

/** Submissions from one IP address per hour (a sales form, not a chat). */
const SUBMISSIONS_PER_IP_PER_HOUR = 5;

function toRequest(row: ContactRow): ContactRequest {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    areaCode: row.areaCode,
    phone: row.phone,
    company: row.company,
    jobTitle: row.jobTitle,
    services: row.services,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** The business-contact form (issue 14 §3): stored for operators, who call back and mark it handled. */
export class ContactService {
  private readonly limiter: RateLimiter;
  private readonly perIp: Limit[];

  constructor(
    private readonly db: AppDb,
    rateLimitScale: number,
  ) {
    this.limiter = new RateLimiter(db, systemClock);
    this.perIp = [{ max: SUBMISSIONS_PER_IP_PER_HOUR * rateLimitScale, windowMs: 3600_000 }];
  }

  async submit(body: z.output<typeof ContactBody>, sender: { ip: string; userId: string | null }): Promise<ContactReceipt> {
    await this.limiter.consume(`contact:ip:${sender.ip}`, this.perIp);
    const id = crypto.randomUUID();
    await insertContact(this.db, { id, ...body, email: body.email.toLowerCase(), userId: sender.userId, ip: sender.ip });
    return { id, callbackWithinHours: CONTACT_CALLBACK_HOURS };
  }

  async page(show: 'open' | 'all', page: number, size: number): Promise<ContactPage> {
    const { rows, total } = await pageOfContacts(this.db, show === 'open', page, size);
    return { items: rows.map(toRequest), total, page, size };
  }

  /** Marks it handled with its audit row (only the mark that changes it is audited). */
  async markHandled(id: string, operatorId: string): Promise<ContactRequest> {
    const at = new Date();
    const row = await this.db.transaction(async (tx) => {
      const marked = await markContactHandled(tx, id, operatorId, at);
      if (marked?.changed)
        await recordAudit(tx, {
          operatorId,
          action: 'contactHandled',
          targetKind: 'contact',
          targetId: id,
          before: { handledAt: null },
          after: { handledAt: at.toISOString() },
        });
      return marked?.row ?? null;
    });
    if (!row) throw notFound();
    return toRequest(row);
  }
}
