import crypto from 'node:crypto';
import type { AuditPage, OperatorGrantBody, OperatorPlanBody, OperatorUser, OperatorUsersPage } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import { notFound } from '../../../kernel/http/app-error.ts';
import { changeBalance } from '../../../kernel/ledger/ledger-repo.ts';
import { pageOfAudit, pageOfUsers, recordAudit, setUserPlan } from '../../../kernel/ledger/audit-repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The operator console's users and audit (issue 14 §4). Every change writes its audit row in its own transaction. */
export class OperatorService {
  constructor(
    private readonly db: AppDb,
    private readonly balanceChanged: (userId: string) => void,
  ) {}

  async users(q: string, page: number, size: number): Promise<OperatorUsersPage> {
    const { rows, total } = await pageOfUsers(this.db, q, page, size);
    return {
      items: rows.map(toOperatorUser),
      total,
      page,
      size,
    };
  }

  /** Time to (or back from) a user, with the reason, its ledger row and its audit row together. */
  async grantTime(operatorId: string, body: OperatorGrantBody): Promise<{ remainCredits: number }> {
    const grantId = crypto.randomUUID();
    const remainCredits = await this.db.transaction(async (tx) => {
      const applied = await changeBalance(tx, { userId: body.userId, seconds: body.seconds, kind: 'operatorGrant', reference: grantId });
      if (!applied) throw notFound();
      await recordAudit(tx, {
        operatorId,
        action: 'grantTime',
        targetKind: 'user',
        targetId: body.userId,
        before: { remainCredits: applied.balanceAfter - applied.seconds },
        after: { remainCredits: applied.balanceAfter },
        reason: body.reason,
      });
      return applied.balanceAfter;
    });
    this.balanceChanged(body.userId);
    return { remainCredits };
  }

  /**
   * Sets a user's plan by hand: Personal or Business for `days` from now (replacing the current end,
   * not extending it), or 'none', which ends the membership now. The change and its audit row
   * (before/after plan columns, the reason) commit together.
   */
  async changePlan(operatorId: string, body: OperatorPlanBody, now: Date = new Date()): Promise<OperatorUser> {
    const member = body.plan !== 'none';
    const planColumns = {
      vipType: member ? 'vip' : '',
      vipExpiresAt: member ? new Date(now.getTime() + body.days * DAY_MS) : null,
      proMan: body.plan === 'business',
    };
    const changed = await this.db.transaction(async (tx) => {
      const result = await setUserPlan(tx, body.userId, planColumns);
      if (!result) throw notFound();
      const columns = (row: typeof result.before) => ({
        vipType: row.vipType,
        vipExpiresAt: row.vipExpiresAt?.toISOString() ?? null,
        proMan: row.proMan,
      });
      await recordAudit(tx, {
        operatorId,
        action: 'changePlan',
        targetKind: 'user',
        targetId: body.userId,
        before: columns(result.before),
        after: { ...columns(result.after), plan: body.plan },
        reason: body.reason,
      });
      return result.after;
    });
    this.balanceChanged(body.userId);
    return toOperatorUser(changed);
  }

  async audit(page: number, size: number): Promise<AuditPage> {
    const { rows, total } = await pageOfAudit(this.db, page, size);
    return {
      items: rows.map((row) => ({
        id: String(row.id),
        operatorId: row.operatorId,
        action: row.action,
        targetKind: row.targetKind,
        targetId: row.targetId,
        before: row.before,
        after: row.after,
        reason: row.reason,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      page,
      size,
    };
  }
}

function toOperatorUser(row: {
  id: string;
  email: string | null;
  phone: string | null;
  vipType: string;
  vipExpiresAt: Date | null;
  proMan: boolean;
  remainCredits: number;
  registeredAt: Date;
}): OperatorUser {
  return {
    userId: row.id,
    email: row.email,
    phone: row.phone,
    vipType: row.vipType,
    vipExpiresAt: row.vipExpiresAt?.toISOString() ?? null,
    proMan: row.proMan,
    remainCredits: row.remainCredits,
    registeredAt: row.registeredAt.toISOString(),
  };
}
