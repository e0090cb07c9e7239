import crypto from 'node:crypto';
import { toUiLanguage } from '@orator/shared';
import {
  authorizationStatement,
  type CloneAuthorization,
  type CloneReview,
  type CloneReviewDecisionBody,
  type CloneReviewPage,
} from '@orator/shared/clone';
import type { AppDb } from '../../../kernel/db/client.ts';
import { badRequest, notFound } from '../../../kernel/http/app-error.ts';
import { recordAudit } from '../../../kernel/ledger/audit-repo.ts';
import { addNotice } from '../../../kernel/outbox/user-notices-repo.ts';
import { signMediaLink } from '../../../kernel/storage/media-links.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { cloneExists, decideReview, pageOfPendingReviews } from './clone-reviews-repo.ts';
import type { CloneRow } from './clones-repo.ts';

function authorizationOf(row: CloneRow): CloneAuthorization | null {
  return (row.authorization as CloneAuthorization | null) ?? null;
}

/**
 * Operators' review of authorization videos recognition could not check (issue 12 §2). A decision
 * is one transaction: the conditional state change, its audit row and the owner's notice. Approval
 * lets the owner start training (it does not start it: the owner may still change the videos, and
 * the plan's clone count is checked when they start).
 */
export class CloneReviewService {
  constructor(
    private readonly db: AppDb,
    private readonly storage: StorageService,
  ) {}

  async pending(page: number, size: number): Promise<CloneReviewPage> {
    const { rows, total } = await pageOfPendingReviews(this.db, page, size);
    const secret = await this.storage.secrets.serverSecret();
    return {
      items: rows.map(({ clone, email, phone }) => this.view(clone, email ?? phone ?? clone.ownerId, secret)),
      total,
      page,
      size,
    };
  }

  async decide(operatorId: string, body: CloneReviewDecisionBody): Promise<CloneReview> {
    const approve = body.decision === 'approve';
    if (!approve && !body.reason) throw badRequest('cloneReviewReasonRequired');
    const decidedAt = new Date().toISOString();
    const decision = { status: approve ? 'passed' : 'rejected', decidedAt, reason: approve ? null : body.reason };
    const decided = await this.db.transaction(async (tx) => {
      const row = await decideReview(tx, body.id, decision);
      if (!row) return undefined;
      await recordAudit(tx, {
        operatorId,
        action: approve ? 'cloneAuthorizationApproved' : 'cloneAuthorizationRejected',
        targetKind: 'clone',
        targetId: row.id,
        before: { status: 'review' },
        after: { status: decision.status },
        reason: body.reason,
      });
      await addNotice(tx, {
        userId: row.ownerId,
        kind: approve ? 'cloneAuthorizationApproved' : 'cloneAuthorizationRejected',
        params: { name: row.name, cloneId: row.id, reason: body.reason },
        sourceKey: `cloneReview:${row.id}:${crypto.randomUUID()}`,
      });
      return row;
    });
    if (decided) return this.view(decided, '', await this.storage.secrets.serverSecret());
    // Nothing changed: the clone is gone, or another operator decided first.
    if (!(await cloneExists(this.db, body.id))) throw notFound();
    throw badRequest('cloneReviewDecided');
  }

  private view(row: CloneRow, account: string, secret: string): CloneReview {
    const authorization = authorizationOf(row);
    const language = authorization?.language ?? 'en';
    return {
      cloneId: row.id,
      name: row.name,
      account,
      language,
      statement: authorizationStatement(row.name, toUiLanguage(language)),
      fileName: authorization?.fileName ?? '',
      videoUrl: row.authorizationKey ? signMediaLink(secret, row.authorizationKey).url : '',
      submittedAt: authorization?.submittedAt ?? row.updatedAt.toISOString(),
      status: authorization?.status ?? 'review',
      reason: authorization?.reason ?? null,
    };
  }
}
