import {
  MENU_REFUSAL_MESSAGE,
  menuRefusalFor,
  PLAN_ABILITIES,
  type MenuNo,
  type MenuRefusal,
  type PlanAbilities,
  type PlanTier,
  type PublicCompanyConfig,
} from '@orator/shared';
import type { MenuRight } from '@orator/shared/wizards';
import { currentCompanySelector, type CompanySelector } from '../../../../kernel/tenancy/company-scope.ts';
import { AppError } from '../../../../kernel/http/app-error.ts';
import type { UserRow } from '../../../../kernel/tenancy/sessions.ts';
import { isActiveMember } from '../../../../kernel/tenancy/membership.ts';

export type MenuUser = Pick<UserRow, 'vipType' | 'vipExpiresAt' | 'ultra'>;

/** The server's side of the shared menu-right rule (platform/company/menu-rights.ts): a stored user and the selected configuration. */
export function menuRefusalOfUser(
  menuNo: MenuNo,
  user: MenuUser,
  company: Pick<PublicCompanyConfig, 'removedPages'> | null,
  abilitiesByTier: Record<PlanTier, Pick<PlanAbilities, 'translationMaxMs'>> = PLAN_ABILITIES,
): MenuRefusal | null {
  return menuRefusalFor(menuNo, { activeMember: isActiveMember(user), ultra: user.ultra, company }, abilitiesByTier);
}

/**
 * `GET /userprocess/menu/checkRight` (spec §7) and the same check in front of the menu's own
 * routes: the user's tier and the company configuration the request selects (company-scope.ts:
 * the companyId header or query, else the host — the public configuration call's rule).
 */
export class MenuRights {
  constructor(private readonly companyConfigFor: (selector: CompanySelector) => Promise<PublicCompanyConfig | null>) {}

  async check(user: MenuUser, menuNo: MenuNo): Promise<MenuRight> {
    const selector = currentCompanySelector();
    const company = selector ? await this.companyConfigFor(selector) : null;
    const refusal = menuRefusalOfUser(menuNo, user, company);
    return { menuNo, allowed: refusal === null, refusal };
  }

  /** Refuses with the no-permission notice (403) when the menu is closed to the user. */
  async assertOpen(user: MenuUser, menuNo: MenuNo): Promise<void> {
    if (!(await this.check(user, menuNo)).allowed) throw new AppError(MENU_REFUSAL_MESSAGE, 403);
  }
}
