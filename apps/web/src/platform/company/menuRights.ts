import {
  menuRefusalFor,
  PLAN_ABILITIES,
  type MenuNo,
  type MenuRefusal,
  type PlanAbilities,
  type PlanTier,
  type PublicCompanyConfig,
  type UserInfo,
} from '@orator/shared';
import { useAuthStore } from '../auth/authStore.ts';
import { useCompanyConfig } from './companyStore.ts';

export type MenuUser = Pick<UserInfo, 'vipType' | 'ultra'>;

/**
 * The web app's side of the shared menu-right rule (platform/company/menu-rights.ts): the signed-in user
 * (whose vipType the server already sets only while the membership lasts) and this page's
 * company configuration. It decides whether an entry is shown; opening the pages still asks
 * the server (`MenuRightGate`), which applies the same rule.
 */
export function menuRefusalOfUser(
  menuNo: MenuNo,
  user: MenuUser,
  company: Pick<PublicCompanyConfig, 'removedPages'> | null,
  abilitiesByTier: Record<PlanTier, Pick<PlanAbilities, 'translationMaxMs'>> = PLAN_ABILITIES,
): MenuRefusal | null {
  return menuRefusalFor(menuNo, { activeMember: user.vipType === 'vip', ultra: user.ultra, company }, abilitiesByTier);
}

/** A visitor may log in on any plan: their entries follow the company alone (the highest tier's view). */
const VISITOR: MenuUser = { vipType: 'vip', ultra: true };

/** Whether to show an entry of the menu (product rule: a visible button works or is not shown). */
export function useMenuShown(menuNo: MenuNo): boolean {
  const user = useAuthStore((s) => s.user);
  const company = useCompanyConfig();
  return menuRefusalOfUser(menuNo, user ?? VISITOR, company) === null;
}
