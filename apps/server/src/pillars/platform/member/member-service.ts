import { LEDGER_KINDS, type LedgerEntry, type LedgerKind, type LedgerPage, type MemberSummary } from '@orator/shared';
import type { AppDb } from '../../../kernel/db/client.ts';
import type { AuthContext } from '../../../kernel/http/auth.ts';
import type { AccountsService } from '../accounts/index.ts';
import { isActiveMember } from '../../../kernel/tenancy/membership.ts';
import { quotaBytes } from '../../../kernel/tenancy/membership.ts';
import { ContactService } from './contact-service.ts';
import { EnterpriseService } from './enterprise-service.ts';
import { OperatorService } from './operator-service.ts';
import { pageOfLedger, type LedgerRow } from '../../../kernel/ledger/ledger-repo.ts';
import { countsOf } from './member-repo.ts';

function toEntry(row: LedgerRow): LedgerEntry {
  return {
    id: String(row.id),
    // A kind this build does not know (written by a newer one) reads as an operator's grant.
    kind: (LEDGER_KINDS as readonly string[]).includes(row.kind) ? (row.kind as LedgerKind) : 'operatorGrant',
    seconds: row.seconds,
    balanceAfter: row.balanceAfter,
    reference: row.subject ?? row.reference,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The member centre (issue 14 §4): the caller's plan, storage, time, counts and ledger. */
export class MemberService {
  /** The business-contact form and its operator list. */
  readonly contact: ContactService;
  /** Enterprise time: the pool and its administrators' grants. */
  readonly enterprise: EnterpriseService;
  /** The operator console's users, time grants and audit. */
  readonly operator: OperatorService;

  constructor(
    private readonly db: AppDb,
    private readonly accounts: AccountsService,
    rateLimitScale: number,
    balanceChanged: (userId: string) => void,
  ) {
    this.contact = new ContactService(db, rateLimitScale);
    this.enterprise = new EnterpriseService(db, balanceChanged);
    this.operator = new OperatorService(db, balanceChanged);
  }

  async summary(auth: AuthContext): Promise<MemberSummary> {
    const user = auth.user;
    const member = isActiveMember(user);
    return {
      vipType: member ? 'vip' : '',
      proMan: member && user.proMan,
      ultra: member && user.ultra,
      vipExpiresAt: member && user.vipExpiresAt ? user.vipExpiresAt.toISOString() : null,
      remainCredits: user.remainCredits,
      storageUsedBytes: await this.accounts.storageUsage.usedBytes(auth.userId),
      storageQuotaBytes: quotaBytes(user),
      counts: await countsOf(this.db, { ownerId: auth.userId, tenantId: auth.tenantId }),
      tenantKind: auth.tenant.kind,
      tenantRole: auth.tenant.role,
    };
  }

  async ledger(userId: string, page: number, size: number): Promise<LedgerPage> {
    const { rows, total } = await pageOfLedger(this.db, userId, page, size);
    return { items: rows.map(toEntry), total, page, size };
  }
}
