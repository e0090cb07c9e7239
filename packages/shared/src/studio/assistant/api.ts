/**
 * The assistant's HTTP contract (issue 15 §4, spec §7 `assistant/article/assistant/vip`): writing,
 * the caller's allowance (characters and images of the assistant tier, spec §9 'Free trial tiers').
 */
import { z } from 'zod';

const coreprocess = (path: string) => `/coreprocess/api/assistant/${path}`;

export const ASSISTANT_PATHS = {
  /** POST WritingRequest -> WritingResult; 'Illegal input' (400), wordCountUsedUp (402) */
  write: coreprocess('article/assistant/vip'),
  /** GET -> Allowance (granting the caller's tier when due) */
  allowance: coreprocess('allowance'),
} as const;

/** The purchase page's assistant tab: where 'Word count used up, please buy words' sends the user. */
export const ASSISTANT_PURCHASE_PATH = '/main/purchase?tab=assistant';

const ASSISTANT_TIER_NAMES = ['trial', 'monthly', 'yearly'] as const;

export const Allowance = z.object({
  tier: z.enum(ASSISTANT_TIER_NAMES),
  /** Characters the caller may still generate in this period. */
  characters: z.number().int(),
  images: z.number().int(),
  /** When this period's allowance runs out (ISO). */
  expiresAt: z.string(),
  /** The plan's magic_assistant ability: audiences and the line generator. */
  magicAssistant: z.boolean(),
  /** 'model' when a language model is configured, else the offline template writer. */
  writer: z.enum(['model', 'offline']),
  /** 'model' when an images model is configured (IMAGE_BASE_URL), else offline compositions of the illustration library. */
  imageGenerator: z.enum(['model', 'offline']),
});
export type Allowance = z.infer<typeof Allowance>;

export const WritingResult = z.object({
  /** The script, or the lines joined by line breaks. */
  text: z.string(),
  lines: z.array(z.string()),
  /** Who wrote it: the configured language model, or the offline template writer. */
  writer: z.enum(['model', 'offline']),
  /** Characters taken from the allowance (white space not counted). */
  charged: z.number().int(),
  /** The allowance ran out before the text did: it was cut at a sentence or word end, and the page says so. */
  cut: z.boolean(),
  allowance: Allowance,
});
export type WritingResult = z.infer<typeof WritingResult>;
