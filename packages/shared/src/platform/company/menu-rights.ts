import { PLAN_ABILITIES, planTierFor, type PlanAbilities, type PlanTier } from '../../kernel/plans/plans.ts';
import type { ErrorKey } from '../../kernel/errors.ts';
import { isRemovedPage, type CompanySettings } from './config.ts';

/**
 * Menu rights (spec §6 "A menu-right check exists for video translation", §7
 * `GET menu/checkRight?menuNo=videoTranslate`): the one rule the web app (before it opens the
 * menu's pages, and to show or hide its entries) and the server (the check call, and every call
 * of the menu's routes) both apply. product-rules#company-config.
 */
export const MENU_NOS = ['videoTranslate'] as const;
export type MenuNo = (typeof MENU_NOS)[number];

/**
 * The app pages each menu opens. A company configuration that removes any of them (its
 * `removedPages`, the configuration's hidden pages and menus) takes the whole menu away.
 */
const MENU_PAGES: Record<MenuNo, readonly string[]> = {
  videoTranslate: ['/main/wizard/translate', '/main/videoDub'],
};

export const MENU_REFUSALS = ['plan', 'company'] as const;
/** plan: the user's tier has no such ability; company: the selected configuration hides the menu. */
export type MenuRefusal = (typeof MENU_REFUSALS)[number];

/** What a refused menu shows (spec §6: "Some accounts see a no-permission notice"), answered with 403. */
export const MENU_REFUSAL_MESSAGE: ErrorKey = 'forbidden';

export interface MenuRightFacts {
  /** The user is a member whose membership has not ended (vipType vip). */
  activeMember: boolean;
  /** The member has the 4K add-on (tier member4k). */
  ultra: boolean;
  /** The configuration the request selects (companyId header or query, or host); null = none. */
  company: Pick<CompanySettings, 'removedPages'> | null;
}

/**
 * Null when the user may open the menu, else why not; the tier is checked first. `abilitiesByTier`:
 * the plans' abilities (PLAN_ABILITIES, read from the plans' funcList), replaced only by tests.
 */
export function menuRefusalFor(
  menuNo: MenuNo,
  facts: MenuRightFacts,
  abilitiesByTier: Record<PlanTier, Pick<PlanAbilities, 'translationMaxMs'>> = PLAN_ABILITIES,
): MenuRefusal | null {
  const abilities = abilitiesByTier[planTierFor(facts)];
  // videoTranslate: a tier whose funcList gives no translation length (translation_maxDurationPerVideo 0) has no menu.
  if (menuNo === 'videoTranslate' && abilities.translationMaxMs <= 0) return 'plan';
  if (MENU_PAGES[menuNo].some((page) => isRemovedPage(page, facts.company?.removedPages))) return 'company';
  return null;
}

export function isMenuNo(value: string): value is MenuNo {
  return (MENU_NOS as readonly string[]).includes(value);
}
