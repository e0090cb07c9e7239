import { z } from 'zod';

/**
 * The member centre and the composition-time ledger (issue 14 §4; spec §2 member centre, §3 User
 * remainCredits). Every change of a user's composition time — a render's charge, a grant — is one
 * ledger row with its reason and the balance after it, written in the transaction that changes
 * the balance (product-rules#member-ledger).
 */
const userprocess = (path: string) => `/userprocess/${path}`;

export const MEMBER_PATHS = {
  /** GET -> MemberSummary (the caller's plan, storage, time and counts) */
  summary: userprocess('member/summary'),
  /** GET PageQuery -> LedgerPage (the caller's ledger, newest first) */
  ledger: userprocess('member/ledger'),
  /** GET PageQuery -> EnterpriseMembersPage (the current enterprise workspace; its owner or admins only) */
  enterpriseMembers: userprocess('member/enterprise/members'),
  /** POST EnterpriseGrantBody -> EnterpriseGrantResult: time from the pool to a member of the workspace */
  enterpriseGrant: userprocess('member/enterprise/grant'),
  /** POST EnterprisePoolBody -> { poolSeconds } (operators): adds time to an enterprise's pool */
  adminEnterprisePool: userprocess('admin/enterprise/pool'),
} as const;

/**
 * Why composition time changed. Charges: a render (one project), a batch item's render, a photo
 * video's render. Grants: a paid order, a redeemed code, the questionnaire gift, the new-user gift,
 * the enterprise administrator's grant, an operator's grant (or correction, which may be negative).
 * `renderRefund` gives back the charge of a render that failed after it was charged; `refund` takes
 * back what a refunded order granted (what is left of it: never below 0).
 */
export const LEDGER_KINDS = [
  'render',
  'batch',
  'photo',
  'renderRefund',
  'order',
  'code',
  'questionnaire',
  'newUserGift',
  'enterpriseGrant',
  'operatorGrant',
  'refund',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LedgerEntry = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed seconds: negative for a charge. */
  seconds: z.number(),
  /** The balance after this change (seconds). */
  balanceAfter: z.number(),
  /** What caused it (a project id, an order number...), for the reader to follow. */
  reference: z.string(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const LedgerPage = z.object({
  items: z.array(LedgerEntry),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type LedgerPage = z.infer<typeof LedgerPage>;

export const MemberSummary = z.object({
  /** '' = non-member, 'vip' = member whose membership has not expired. */
  vipType: z.string(),
  proMan: z.boolean(),
  ultra: z.boolean(),
  /** ISO time the membership ends, null when there is none. */
  vipExpiresAt: z.string().nullable(),
  /** Composition time left (seconds). */
  remainCredits: z.number(),
  storageUsedBytes: z.number(),
  storageQuotaBytes: z.number(),
  counts: z.object({
    projects: z.number(),
    finishedVideos: z.number(),
    liveRooms: z.number(),
    digitalHumans: z.number(),
  }),
  /** The workspace the request acts in: an enterprise member's time comes from its administrator. */
  tenantKind: z.enum(['personal', 'enterprise']),
  /** The caller's role there: an enterprise's owner or admin grants its members time. */
  tenantRole: z.enum(['owner', 'admin', 'member']),
});
export type MemberSummary = z.infer<typeof MemberSummary>;

export const EnterpriseMember = z.object({
  userId: z.string(),
  /** The member's email, or masked phone. */
  name: z.string(),
  role: z.enum(['owner', 'admin', 'member']),
  remainCredits: z.number(),
});
export type EnterpriseMember = z.infer<typeof EnterpriseMember>;

export const EnterpriseMembersPage = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  /** Time left in the enterprise's pool (seconds). */
  poolSeconds: z.number(),
  items: z.array(EnterpriseMember),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});
export type EnterpriseMembersPage = z.infer<typeof EnterpriseMembersPage>;

/** At most 1000 hours in one grant. */
const ENTERPRISE_GRANT_MAX_SECONDS = 1000 * 3600;

export const EnterpriseGrantBody = z.object({
  userId: z.string().min(1).max(100),
  seconds: z.number().int().min(1).max(ENTERPRISE_GRANT_MAX_SECONDS),
});
export type EnterpriseGrantBody = z.infer<typeof EnterpriseGrantBody>;

export const EnterpriseGrantResult = z.object({ poolSeconds: z.number(), remainCredits: z.number() });
export type EnterpriseGrantResult = z.infer<typeof EnterpriseGrantResult>;

export const EnterprisePoolBody = z.object({
  tenantId: z.string().min(1).max(100),
  seconds: z.number().int().min(1).max(ENTERPRISE_GRANT_MAX_SECONDS),
});
export type EnterprisePoolBody = z.infer<typeof EnterprisePoolBody>;

/** Operator console (issue 14 §4): users and their time, and the audit of every operator change. */
export const OPERATOR_PATHS = {
  /** GET OperatorUsersQuery -> OperatorUsersPage */
  users: userprocess('admin/users'),
  /** POST OperatorGrantBody -> { remainCredits }: adds (or, negative, takes) time with a reason */
  grantTime: userprocess('admin/users/grant'),
  /** GET PageQuery -> AuditPage (newest first) */
  audit: userprocess('admin/audit'),
  /** POST OperatorPlanBody -> OperatorUser: sets a user's plan for n days from now, or ends it */
  changePlan: userprocess('admin/users/plan'),
} as const;

/** Every change an operator makes, each audited in the change's transaction (product-rules#operator-console). */
export const OPERATOR_ACTIONS = [
  'grantTime',
  'enterprisePool',
  'contactHandled',
  'companyConfigCreate',
  'companyConfigUpdate',
  'companyConfigDelete',
  'contentCreated',
  'contentUpdated',
  'contentDeleted',
  'changePlan',
  'refund',
  'codeBatchCreate',
  'codeBatchDisable',
  'withdrawalApprove',
  'withdrawalReject',
  'planPrices',
  'broadcast',
  'cloneAuthorizationApproved',
  'cloneAuthorizationRejected',
] as const;
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number];

/** What an audit row is about. */
export type AuditTargetKind =
  'user' | 'tenant' | 'contact' | 'company' | 'content' | 'order' | 'codeBatch' | 'withdrawal' | 'plan' | 'notice' | 'clone';

/** The plans an operator can set by hand ('none' ends the membership now). */
export const OPERATOR_PLAN_CHOICES = ['personal', 'business', 'none'] as const;

export const OperatorPlanBody = z.object({
  userId: z.string().min(1).max(100),
  plan: z.enum(OPERATOR_PLAN_CHOICES),
  /** Days from now the membership lasts (1–3660); not read for 'none'. */
  days: z.number().int().min(1).max(3660).default(30),
  reason: z.string().trim().min(1).max(500),
});
export type OperatorPlanBody = z.infer<typeof OperatorPlanBody>;

export const OperatorUsersQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
  /** Part of an email or phone. */
  q: z.string().trim().max(100).default(''),
});

export const OperatorUser = z.object({
  userId: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  vipType: z.string(),
  vipExpiresAt: z.string().nullable(),
  proMan: z.boolean(),
  remainCredits: z.number(),
  registeredAt: z.string(),
});
export type OperatorUser = z.infer<typeof OperatorUser>;

export const OperatorUsersPage = z.object({ items: z.array(OperatorUser), total: z.number(), page: z.number(), size: z.number() });
export type OperatorUsersPage = z.infer<typeof OperatorUsersPage>;

export const OperatorGrantBody = z.object({
  userId: z.string().min(1).max(100),
  /** Signed: a correction may take time back (never below 0). */
  seconds: z
    .number()
    .int()
    .min(-ENTERPRISE_GRANT_MAX_SECONDS)
    .max(ENTERPRISE_GRANT_MAX_SECONDS)
    .refine((n) => n !== 0),
  reason: z.string().trim().min(1).max(500),
});
export type OperatorGrantBody = z.infer<typeof OperatorGrantBody>;

export const AuditEntry = z.object({
  id: z.string(),
  operatorId: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  reason: z.string(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({ items: z.array(AuditEntry), total: z.number(), page: z.number(), size: z.number() });
export type AuditPage = z.infer<typeof AuditPage>;
