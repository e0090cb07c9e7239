import { z } from 'zod';
import { AddOnCode, PlanCode } from '../kernel/plans/catalogue.ts';

/**
 * CDK and coupon codes (issue 14 §3; spec §1 'redemption of a CDK code or coupon code', §2
 * code-redemption dialog). Operators generate a batch; every code of it gives the batch's benefit:
 * a plan for some days, composition minutes (both granted at once, like a paid order), or a
 * discount on an order (entered when buying; the server prices the order).
 */

/** Readable and unambiguous: no 0/O, 1/I (nor L, easily read as 1). 31 symbols. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 16 symbols of 31: about 79 bits, unguessable even with millions of codes issued. */
export const CODE_LENGTH = 16;
/** Shown and exported as XXXX-XXXX-XXXX-XXXX; typed with or without the dashes, in any case. */
const CODE_GROUP = 4;

const CODE_BATCH_MAX_COUNT = 1000;
const CODE_MAX_USES = 10_000;
/** Percent discounts stop below 100: an order is always paid through the provider. */
const CODE_MAX_PERCENT = 90;

/** Builds a code from random bytes (the caller gives crypto-random bytes; one byte per symbol, rejection-sampled). */
export function codeFromRandom(nextByte: () => number): string {
  // 248 = 8 * 31: bytes at or above it are dropped, so every symbol is equally likely.
  const limit = Math.floor(256 / CODE_ALPHABET.length) * CODE_ALPHABET.length;
  let code = '';
  while (code.length < CODE_LENGTH) {
    const byte = nextByte();
    if (byte < limit) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  }
  return code;
}

/** What the user typed -> the stored form (upper case, no spaces or dashes); null when it cannot be a code. */
export function normalizeCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  for (const symbol of code) if (!CODE_ALPHABET.includes(symbol)) return null;
  return code;
}

/** XXXX-XXXX-XXXX-XXXX */
export function formatCode(code: string): string {
  return code.match(new RegExp(`.{1,${CODE_GROUP}}`, 'g'))?.join('-') ?? code;
}

export const CodeBenefit = z.discriminatedUnion('kind', [
  /** A membership of the plan for `days` (extends an active one from its end), with optional minutes. */
  z.object({
    kind: z.literal('plan'),
    plan: PlanCode.exclude(['free', 'enterprise']),
    days: z.number().int().min(1).max(3660),
    minutes: z.number().int().min(0).max(100_000).default(0),
  }),
  /** Composition time. */
  z.object({ kind: z.literal('minutes'), minutes: z.number().int().min(1).max(100_000) }),
  /**
   * Off an order's price: `value` percent (1..CODE_MAX_PERCENT) or minor units. `product`: only
   * orders of this plan or add-on pack (null: any).
   */
  z.object({
    kind: z.literal('discount'),
    mode: z.enum(['percent', 'fixed']),
    value: z.number().int().min(1),
    product: z.union([PlanCode, AddOnCode]).nullable().default(null),
  }),
]);
export type CodeBenefit = z.infer<typeof CodeBenefit>;
export type DiscountBenefit = Extract<CodeBenefit, { kind: 'discount' }>;

/**
 * The order amount after a discount, in minor units. Percent: the discount is rounded down (the
 * buyer never gets more than the percent). Never below 1 minor unit: a payment is still made.
 */
export function discountedAmount(amount: number, discount: Pick<DiscountBenefit, 'mode' | 'value'>): number {
  const off = discount.mode === 'percent' ? Math.floor((amount * discount.value) / 100) : discount.value;
  return Math.max(1, amount - off);
}

/** Does a discount apply to an order of this product? */
export function discountAppliesTo(discount: Pick<DiscountBenefit, 'product'>, productCode: string): boolean {
  return discount.product === null || discount.product === productCode;
}

/** Why a code cannot be redeemed now (catalogue keys), or null when it can. Order: disabled, expired, used up. */
export type CodeRefusal = 'codeDisabled' | 'codeExpiredRedeem' | 'codeUsedUp';
export function codeRefusal(
  code: { disabledAt: Date | string | null; expiresAt: Date | string | null; uses: number; maxUses: number },
  now: Date,
): CodeRefusal | null {
  if (code.disabledAt) return 'codeDisabled';
  if (code.expiresAt && new Date(code.expiresAt).getTime() <= now.getTime()) return 'codeExpiredRedeem';
  if (code.uses >= code.maxUses) return 'codeUsedUp';
  return null;
}

const userprocess = (path: string) => `/userprocess/${path}`;

export const CODE_PATHS = {
  /** POST RedeemBody -> RedeemResult (plan and minutes codes; a discount code answers `codeIsCoupon`) */
  redeem: userprocess('code/redeem'),
  /** POST OrderCreateBody (with couponCode) -> OrderQuote: what the order would cost (nothing is made or used) */
  quote: userprocess('code/quote'),
  /** GET PageQuery -> CodeBatchPage (operators) */
  adminBatches: userprocess('admin/codes/batches'),
  /** POST CodeBatchCreateBody -> CodeBatch (operators) */
  adminCreateBatch: userprocess('admin/codes/batches/create'),
  /** GET PageQuery -> CodeEntryPage: a batch's codes with their use counts (operators) */
  adminBatchCodes: (batchId: string) => userprocess(`admin/codes/batches/${batchId}/codes`),
  adminBatchCodesPattern: userprocess('admin/codes/batches/:batchId/codes'),
  /** GET -> text/csv of every code of the batch (operators) */
  adminBatchExport: (batchId: string) => userprocess(`admin/codes/batches/${batchId}/export.csv`),
  adminBatchExportPattern: userprocess('admin/codes/batches/:batchId/export.csv'),
  /** POST -> CodeBatch: no code of the batch redeems any more (operators) */
  adminBatchDisable: (batchId: string) => userprocess(`admin/codes/batches/${batchId}/disable`),
  adminBatchDisablePattern: userprocess('admin/codes/batches/:batchId/disable'),
} as const;

export const CodeBatchCreateBody = z.object({
  name: z.string().trim().min(1).max(100),
  count: z.number().int().min(1).max(CODE_BATCH_MAX_COUNT),
  /** 1 = single-use; n: n different users may each redeem a code once. */
  usesPerCode: z.number().int().min(1).max(CODE_MAX_USES),
  /** ISO time after which the codes no longer redeem; null: no expiry. */
  expiresAt: z.string().datetime({ offset: true }).nullable(),
  benefit: CodeBenefit.refine((b) => b.kind !== 'discount' || b.mode === 'fixed' || b.value <= CODE_MAX_PERCENT, {
    message: 'illegalInput',
  }),
});
export type CodeBatchCreateBody = z.input<typeof CodeBatchCreateBody>;

export const CodeBatch = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number(),
  usesPerCode: z.number(),
  expiresAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  benefit: CodeBenefit,
  /** Redemptions of all the batch's codes. */
  redemptions: z.number(),
  createdAt: z.string(),
});
export type CodeBatch = z.infer<typeof CodeBatch>;

export const CodeBatchPage = z.object({ items: z.array(CodeBatch), total: z.number(), page: z.number(), size: z.number() });
export type CodeBatchPage = z.infer<typeof CodeBatchPage>;

const CodeEntry = z.object({ code: z.string(), uses: z.number(), maxUses: z.number() });
type CodeEntry = z.infer<typeof CodeEntry>;
export const CodeEntryPage = z.object({ items: z.array(CodeEntry), total: z.number(), page: z.number(), size: z.number() });
export type CodeEntryPage = z.infer<typeof CodeEntryPage>;

export const RedeemBody = z.object({ code: z.string().trim().min(1).max(40) });
export type RedeemBody = z.infer<typeof RedeemBody>;

export const RedeemResult = z.object({
  benefit: CodeBenefit,
  /** The user's composition time and membership end after the grant. */
  remainCredits: z.number(),
  expiredVip: z.string().nullable(),
});
export type RedeemResult = z.infer<typeof RedeemResult>;
