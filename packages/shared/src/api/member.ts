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
} as const;

/**
 * Why composition time changed. Charges: a render (one project), a batch item's render, a photo
 * video's render. Grants: a paid order, a redeemed code, the questionnaire gift, the new-user gift,
 * the enterprise administrator's grant, an operator's grant (or correction, which may be negative).
 * `renderRefund` gives back the charge of a render that failed after it was charged.
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
});
export type MemberSummary = z.infer<typeof MemberSummary>;
