/**
 * The assistant's allowance (product-rules#assistant; spec §9 'Free trial tiers'): which tier a
 * user's characters and images come from, and cutting a text to what the allowance still pays for.
 */
import { ASSISTANT_TIERS } from '../../kernel/plans/catalogue.ts';
import { countedCharacters } from './options.ts';

export type AssistantTier = (typeof ASSISTANT_TIERS)[number];
type AssistantTierCode = AssistantTier['code'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** A membership with more than this left was bought by the year (a monthly one has 30 days). */
const MONTHLY_MEMBERSHIP_MAX_MS = 31 * DAY_MS;

export interface MembershipNow {
  activeMember: boolean;
  vipExpiresAt: Date | null;
}

/**
 * The tier due to a user now: the free trial for non-members (once per account), the monthly
 * tier for a membership with at most 31 days left when it is granted, the yearly tier otherwise.
 */
export function assistantTierFor(membership: MembershipNow, now: Date): AssistantTier {
  const code: AssistantTierCode = !membership.activeMember
    ? 'trial'
    : (membership.vipExpiresAt?.getTime() ?? 0) - now.getTime() > MONTHLY_MEMBERSHIP_MAX_MS
      ? 'yearly'
      : 'monthly';
  return ASSISTANT_TIERS.find((tier) => tier.code === code) ?? ASSISTANT_TIERS[0];
}

/** When a tier granted at `now` runs out. */
export function assistantPeriodEnd(tier: AssistantTier, now: Date): Date {
  return new Date(now.getTime() + tier.days * DAY_MS);
}

/**
 * The text cut to at most `maxCharacters` counted characters (white space not counted): at the
 * last sentence end that fits, else at the last word end, else at the last character that fits.
 * Never longer than paid for.
 */
export function cutToCharacters(text: string, maxCharacters: number): string {
  let counted = 0;
  let end = 0;
  let sentenceEnd = 0;
  let wordEnd = 0;
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? '';
    if (/\s/u.test(char)) wordEnd = i;
    else {
      if (counted === maxCharacters) break;
      counted++;
    }
    end = i + 1;
    if (/[.!?。！？]/u.test(char)) sentenceEnd = i + 1;
    // Chinese and Japanese characters are words of their own: any of them may end a cut.
    if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}，、；：]/u.test(char)) wordEnd = i + 1;
  }
  if (end === chars.length) return text;
  // At a sentence end if there is one, else at a word end: never in the middle of a word.
  const cut = sentenceEnd > 0 ? sentenceEnd : wordEnd > 0 ? wordEnd : end;
  return chars.slice(0, cut).join('').trim();
}

/** Whether `cutToCharacters` shortened the text (the writer then says so). */
export const wasCut = (whole: string, kept: string): boolean => countedCharacters(kept) < countedCharacters(whole);
