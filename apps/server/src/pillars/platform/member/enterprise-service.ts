import crypto from 'node:crypto';
import type { EnterpriseGrantBody, EnterpriseGrantResult, EnterpriseMembersPage, EnterprisePoolBody } from '@orator/shared';
import { maskPhone } from '@orator/shared/format';
import type { AppDb } from '../../../kernel/db/client.ts';
import { badRequest, forbidden, notFound } from '../../../kernel/http/app-error.ts';
import type { AuthContext } from '../../../kernel/http/auth.ts';
import { addNotice } from '../../../kernel/outbox/user-notices-repo.ts';
import { addToPool, enterpriseOf, isMemberOf, pageOfMembers, takeFromPool } from './enterprise-repo.ts';
import { changeBalance } from '../../../kernel/ledger/ledger-repo.ts';
import { recordAudit } from '../../../kernel/ledger/audit-repo.ts';

/** Only an enterprise workspace's owner or admins manage its time (spec §6 enterprise administrator). */
function requireEnterpriseAdmin(auth: AuthContext): void {
  if (auth.tenant.kind !== 'enterprise' || (auth.tenant.role !== 'owner' && auth.tenant.role !== 'admin')) throw forbidden();
}

/**
 * Enterprise composition time (issue 14 §4, product-rules#enterprise-time): the enterprise's pool,
 * filled by operators, which its administrators hand out to members.
 */
export class EnterpriseService {
  constructor(
    private readonly db: AppDb,
    /** Told after a balance changes, so cached sessions show it at once. */
    private readonly balanceChanged: (userId: string) => void,
  ) {}

  async members(auth: AuthContext, page: number, size: number): Promise<EnterpriseMembersPage> {
    requireEnterpriseAdmin(auth);
    const tenant = await enterpriseOf(this.db, auth.tenantId);
    if (!tenant) throw notFound();
    const { rows, total } = await pageOfMembers(this.db, auth.tenantId, page, size);
    return {
      tenantId: tenant.id,
      tenantName: tenant.name,
      poolSeconds: tenant.poolSeconds,
      items: rows.map((row) => ({
        userId: row.userId,
        name: row.email ?? maskPhone(row.phone ?? ''),
        role: row.role as 'owner' | 'admin' | 'member',
        remainCredits: row.remainCredits,
      })),
      total,
      page,
      size,
    };
  }

  /** Pool -> member in one transaction: the pool's conditional update, the member's ledger row, a notice. */
  async grant(auth: AuthContext, body: EnterpriseGrantBody): Promise<EnterpriseGrantResult> {
    requireEnterpriseAdmin(auth);
    const grantId = crypto.randomUUID();
    const result = await this.db.transaction(async (tx) => {
      // Someone outside this workspace does not exist for its administrator.
      if (!(await isMemberOf(tx, auth.tenantId, body.userId))) throw notFound();
      const poolSeconds = await takeFromPool(tx, auth.tenantId, body.seconds);
      if (poolSeconds === null) throw badRequest('enterprisePoolInsufficient');
      const applied = await changeBalance(tx, {
        userId: body.userId,
        seconds: body.seconds,
        kind: 'enterpriseGrant',
        reference: grantId,
        subject: auth.tenantId,
      });
      if (!applied) throw notFound();
      await addNotice(tx, {
        userId: body.userId,
        kind: 'timeGranted',
        params: { seconds: String(body.seconds), reason: 'enterprise' },
        sourceKey: `enterpriseGrant:${grantId}`,
      });
      return { poolSeconds, remainCredits: applied.balanceAfter };
    });
    this.balanceChanged(body.userId);
    return result;
  }

  /** Operators fill an enterprise's pool (after a contact-sales deal); audited with the change. */
  async topUp(body: EnterprisePoolBody, operatorId: string): Promise<{ poolSeconds: number }> {
    const poolSeconds = await this.db.transaction(async (tx) => {
      const after = await addToPool(tx, body.tenantId, body.seconds);
      if (after === null) throw notFound();
      await recordAudit(tx, {
        operatorId,
        action: 'enterprisePool',
        targetKind: 'tenant',
        targetId: body.tenantId,
        before: { poolSeconds: after - body.seconds },
        after: { poolSeconds: after },
      });
      return after;
    });
    return { poolSeconds };
  }
}
