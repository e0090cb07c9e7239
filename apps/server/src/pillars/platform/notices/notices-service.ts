import crypto from 'node:crypto';
import { NOTICE_KINDS, type Notice, type NoticeBroadcastBody, type NoticeKind, type NoticePage } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { notFound } from '../../../kernel/http/app-error.ts';
import { recordAudit } from '../../../kernel/ledger/audit-repo.ts';
import { broadcastNotice, markAllNoticesRead, markNoticeRead, pageOfNotices, type NoticeRecord } from './notices-repo.ts';

function toNotice(row: NoticeRecord): Notice {
  return {
    id: row.id,
    // A kind this build does not know (written by a newer one) reads as a broadcast of its own words.
    kind: (NOTICE_KINDS as readonly string[]).includes(row.kind) ? (row.kind as NoticeKind) : 'broadcast',
    title: row.title,
    body: row.body,
    params: row.params,
    isRead: row.isRead === 0 ? 0 : 1,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's notices: read, marked read, and operators' broadcasts (issue 14 §3). */
export class NoticesService {
  constructor(private readonly db: AppDb) {}

  async page(userId: string, page: number, size: number): Promise<NoticePage> {
    const { rows, total, unread } = await pageOfNotices(this.db, userId, page, size);
    return { items: rows.map(toNotice), total, page, size, unread };
  }

  async markAllRead(userId: string): Promise<{ marked: number }> {
    return { marked: await markAllNoticesRead(this.db, userId) };
  }

  async markRead(userId: string, id: string): Promise<Notice> {
    const row = await markNoticeRead(this.db, userId, id);
    if (!row) throw notFound();
    return toNotice(row);
  }

  /** One notice to every account, audited with it; the broadcast's own id makes a repeated delivery add none. */
  async broadcast(operatorId: string, body: NoticeBroadcastBody): Promise<{ sent: number }> {
    const id = crypto.randomUUID();
    const sent = await this.db.transaction(async (tx) => {
      const added = await broadcastNotice(tx, { ...body, sourceKey: `broadcast:${id}` });
      await recordAudit(tx, {
        operatorId,
        action: 'broadcast',
        targetKind: 'notice',
        targetId: id,
        before: {},
        after: { title: body.title, sent: added },
      });
      return added;
    });
    return { sent };
  }
}
