import { z } from 'zod';

/**
 * Plans and add-on packs as data (issue 14 §1, spec §3 Pricing, §6 tiers, §9 limits). The
 * server seeds these rows into its `plans` table, where operators may edit prices; the
 * abilities every gate applies are read from the funcList items here (abilities.ts), so a
 * plan's abilities and its price live in one record.
 *
 * Money is in integer minor units (cents/fen), shown divided by 100 (formatMoney).
 */

/** The funcList keys of spec §6 plus the abilities §9 states for plans. Values are strings, as the spec's key/val items. */
const FUNC_KEYS = [
  'video_resolution', // highest export height: 720, 1080 or 2160 (4K)
  'video_removeWatermark', // '1' = may turn the AI-generated notice off
  'video_maxDurationPerVideo', // minutes of a text or PPT video
  'translation_maxDurationPerVideo', // minutes the translation wizard dubs
  'batch_maxNumOfVideo', // videos per batch run
  'magic_assistant', // '1' = the writing assistant
  'storage_gb', // storage in GB (1 / 30)
  'daily_syntheses', // syntheses a day; '0' = not limited by the plan
  'max_pages', // pages of a page-style video; '0' = no plan limit
  'max_clones', // cloned avatars one may train
  'fourk_deduction_factor', // composition seconds per 4K second; '0' = 4K not offered
  'composition_minutes', // composition time a purchase grants
] as const;
export type FuncKey = (typeof FUNC_KEYS)[number];

export const FuncItem = z.object({ key: z.enum(FUNC_KEYS), val: z.string() });
export type FuncItem = z.infer<typeof FuncItem>;

const BILLING_PERIODS = ['month', 'year', 'payg'] as const;
export const BillingPeriod = z.enum(BILLING_PERIODS);
export type BillingPeriod = z.infer<typeof BillingPeriod>;

/** One way to pay for a plan. `payg` buys composition time only, without a membership period. */
export const PlanPrice = z.object({
  period: BillingPeriod,
  /** Minor units. */
  amount: z.number().int().nonnegative(),
  /** The first-day offer's price (spec §4), minor units; null = no offer on this price. */
  offerAmount: z.number().int().nonnegative().nullable(),
  /** Days of membership granted (0 for pay as you go). */
  days: z.number().int().nonnegative(),
  /** Composition seconds granted. */
  compositionSeconds: z.number().int().nonnegative(),
});
export type PlanPrice = z.infer<typeof PlanPrice>;

export const PLAN_CODES = ['free', 'personal', 'business', 'enterprise'] as const;
export const PlanCode = z.enum(PLAN_CODES);
export type PlanCode = z.infer<typeof PlanCode>;

/** A plan as spec §3 shows it: vipType, the avatar types it may use, its funcList and its prices. */
export const Plan = z.object({
  code: PlanCode,
  /** '' for the free plan, 'vip' for the paid ones. */
  vipType: z.enum(['', 'vip']),
  /** Business and Enterprise (spec proMan = 'Y'). */
  proMan: z.boolean(),
  /** Avatar plan tags the plan may use ('' = untagged only). */
  avatarType: z.string(),
  funcList: z.array(FuncItem),
  prices: z.array(PlanPrice),
  /** Enterprise is sold by contact, not by QR (spec §6). */
  contactSales: z.boolean(),
  sort: z.number().int(),
});
export type Plan = z.infer<typeof Plan>;

export const ADDON_CODES = ['fourK', 'time60', 'time300'] as const;
export const AddOnCode = z.enum(ADDON_CODES);
export type AddOnCode = z.infer<typeof AddOnCode>;

/** An add-on pack (spec §6 'add-on packs', sku/video/boosterPack): members only. */
export const AddOn = z.object({
  code: AddOnCode,
  amount: z.number().int().nonnegative(),
  compositionSeconds: z.number().int().nonnegative(),
  /** Unlocks the 4K tier (ultra) for the rest of the membership. */
  ultra: z.boolean(),
  /** funcList items that replace the member plan's while the add-on holds (4K). */
  funcList: z.array(FuncItem),
  sort: z.number().int(),
});
export type AddOn = z.infer<typeof AddOn>;

/** The assistant's trial tiers (spec §9 'Free trial tiers'): characters, images, days. */
export const ASSISTANT_TIERS = [
  { code: 'trial', characters: 200, images: 10, days: 3, amount: 0 },
  { code: 'monthly', characters: 200_000, images: 1000, days: 30, amount: 9900 },
  { code: 'yearly', characters: 5_000_000, images: 15_000, days: 365, amount: 99_900 },
] as const;

const items = (entries: Partial<Record<FuncKey, string | number>>): FuncItem[] =>
  Object.entries(entries).map(([key, val]) => ({ key: key as FuncKey, val: String(val) }));

const FREE_FUNCS = items({
  video_resolution: 720,
  video_removeWatermark: 0,
  video_maxDurationPerVideo: 30,
  translation_maxDurationPerVideo: 3,
  batch_maxNumOfVideo: 3,
  magic_assistant: 0,
  storage_gb: 1,
  daily_syntheses: 0,
  max_pages: 6,
  max_clones: 1,
  fourk_deduction_factor: 0,
});

const MEMBER_FUNCS = items({
  video_resolution: 1080,
  video_removeWatermark: 1,
  video_maxDurationPerVideo: 30,
  translation_maxDurationPerVideo: 5,
  batch_maxNumOfVideo: 50,
  magic_assistant: 1,
  storage_gb: 30,
  daily_syntheses: 30,
  max_pages: 0,
  max_clones: 5,
  fourk_deduction_factor: 0,
});

const MINUTE = 60;

/** The seeded plans. Prices in CNY fen; operators change them in the plans table. */
export const DEFAULT_PLANS: readonly Plan[] = [
  { code: 'free', vipType: '', proMan: false, avatarType: '', funcList: FREE_FUNCS, prices: [], contactSales: false, sort: 0 },
  {
    code: 'personal',
    vipType: 'vip',
    proMan: false,
    avatarType: 'vip',
    funcList: MEMBER_FUNCS,
    prices: [
      { period: 'month', amount: 9900, offerAmount: 4900, days: 30, compositionSeconds: 60 * MINUTE },
      { period: 'year', amount: 99_900, offerAmount: 69_900, days: 365, compositionSeconds: 720 * MINUTE },
      { period: 'payg', amount: 2990, offerAmount: null, days: 0, compositionSeconds: 10 * MINUTE },
    ],
    contactSales: false,
    sort: 1,
  },
  {
    code: 'business',
    vipType: 'vip',
    proMan: true,
    avatarType: 'vip,vip+ultra',
    funcList: MEMBER_FUNCS,
    prices: [
      { period: 'month', amount: 29_900, offerAmount: 19_900, days: 30, compositionSeconds: 240 * MINUTE },
      { period: 'year', amount: 299_900, offerAmount: 209_900, days: 365, compositionSeconds: 2880 * MINUTE },
      { period: 'payg', amount: 2490, offerAmount: null, days: 0, compositionSeconds: 10 * MINUTE },
    ],
    contactSales: false,
    sort: 2,
  },
  {
    code: 'enterprise',
    vipType: 'vip',
    proMan: true,
    avatarType: 'vip,vip+ultra',
    funcList: MEMBER_FUNCS,
    prices: [],
    contactSales: true,
    sort: 3,
  },
];

/** The seeded add-on packs: the 4K tier and composition-time boosters. */
export const DEFAULT_ADDONS: readonly AddOn[] = [
  {
    code: 'fourK',
    amount: 4900,
    compositionSeconds: 0,
    ultra: true,
    funcList: items({ video_resolution: 2160, batch_maxNumOfVideo: 100, max_clones: 20, fourk_deduction_factor: 2 }),
    sort: 0,
  },
  { code: 'time60', amount: 3900, compositionSeconds: 60 * MINUTE, ultra: false, funcList: [], sort: 1 },
  { code: 'time300', amount: 16_900, compositionSeconds: 300 * MINUTE, ultra: false, funcList: [], sort: 2 },
];

export function defaultPlan(code: PlanCode): Plan {
  const plan = DEFAULT_PLANS.find((p) => p.code === code);
  if (!plan) throw new Error(`no plan ${code}`);
  return plan;
}

export function defaultAddOn(code: AddOnCode): AddOn {
  const addOn = DEFAULT_ADDONS.find((a) => a.code === code);
  if (!addOn) throw new Error(`no add-on ${code}`);
  return addOn;
}

/** The value of a funcList key ('' when the list lacks it). */
export function funcValue(funcList: readonly FuncItem[], key: FuncKey): string {
  return funcList.find((item) => item.key === key)?.val ?? '';
}

/** `base` with the items of `over` replacing those of the same key (an add-on over its plan). */
export function mergeFuncLists(base: readonly FuncItem[], over: readonly FuncItem[]): FuncItem[] {
  const replaced = new Set(over.map((item) => item.key));
  return [...base.filter((item) => !replaced.has(item.key)), ...over];
}

/** The plan a user's UserInfo shows: Business for members with proMan, Personal for other members, else Free. */
export function planCodeOfUser(user: { vipType: 0 | 'vip' | ''; proMan: 'Y' | 'N' } | null): PlanCode {
  if (!user?.vipType) return 'free';
  return user.proMan === 'Y' ? 'business' : 'personal';
}
