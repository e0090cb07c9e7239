import { PLAN_ABILITIES, type PlanAbilities, type PlanTier } from '../../kernel/plans/plans.ts';
import type { MenuRefusal } from './menu-rights.ts';

/**
 * The menu-right cases (menu-rights.ts) that the shared rule's test, the web app's helper test and
 * the server's helper test all run, so the three cannot drift apart. Test code only.
 */
export interface MenuRightCase {
  name: string;
  member: boolean;
  ultra: boolean;
  removedPages: string[] | null;
  /** The plans' abilities the case runs under (a plan without translation minutes, for the tier refusal). */
  abilitiesByTier: Record<PlanTier, Pick<PlanAbilities, 'translationMaxMs'>>;
  expected: MenuRefusal | null;
}

const NO_FREE_TRANSLATION = { ...PLAN_ABILITIES, free: { ...PLAN_ABILITIES.free, translationMaxMs: 0 } };

export const MENU_RIGHT_CASES: readonly MenuRightCase[] = [
  { name: 'a free user, no company', member: false, ultra: false, removedPages: null, abilitiesByTier: PLAN_ABILITIES, expected: null },
  { name: 'a member, no company', member: true, ultra: false, removedPages: null, abilitiesByTier: PLAN_ABILITIES, expected: null },
  {
    name: 'a company removing other pages',
    member: true,
    ultra: true,
    removedPages: ['/main/wizard/ppt'],
    abilitiesByTier: PLAN_ABILITIES,
    expected: null,
  },
  {
    name: 'a company removing the dub list',
    member: true,
    ultra: false,
    removedPages: ['/main/videoDub'],
    abilitiesByTier: PLAN_ABILITIES,
    expected: 'company',
  },
  {
    name: 'a company removing the wizard',
    member: false,
    ultra: false,
    removedPages: ['/main/wizard/translate'],
    abilitiesByTier: PLAN_ABILITIES,
    expected: 'company',
  },
  {
    name: 'a company removing a parent path',
    member: true,
    ultra: false,
    removedPages: ['/main/wizard'],
    abilitiesByTier: PLAN_ABILITIES,
    expected: 'company',
  },
  {
    name: 'a free plan without translation minutes',
    member: false,
    ultra: false,
    removedPages: null,
    abilitiesByTier: NO_FREE_TRANSLATION,
    expected: 'plan',
  },
  {
    name: 'a member while the free plan has none',
    member: true,
    ultra: false,
    removedPages: null,
    abilitiesByTier: NO_FREE_TRANSLATION,
    expected: null,
  },
  {
    name: 'the tier is checked before the company',
    member: false,
    ultra: false,
    removedPages: ['/main/videoDub'],
    abilitiesByTier: NO_FREE_TRANSLATION,
    expected: 'plan',
  },
];
