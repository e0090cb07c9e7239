import { isRemovedPage, type HomeRedirect, type PublicCompanyConfig } from '@orator/shared';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import { LIVE_ROUTES } from '../../lib/routing/paths/live.ts';
import { ROUTES } from '../../lib/routing/paths/main.ts';

/** Where each home redirect of a configuration goes (product-rules#company-config). */
export const HOME_REDIRECT_TARGETS: Record<Exclude<HomeRedirect, 'none'>, string> = {
  liveCentre: LIVE_ROUTES.centre,
  mainIndex: ROUTES.creationCentre,
  makeHome: ROUTES.templates,
  login: AIASK_ROUTES.login,
};

/**
 * The path a tailored deployment sends `pathname` to instead, or null to stay: a removed page goes
 * home, the home goes to the configured target (unless that page is itself removed).
 */
export function tailoredRedirect(pathname: string, config: PublicCompanyConfig | null): string | null {
  if (!config) return null;
  if (pathname !== '/' && isRemovedPage(pathname, config.removedPages)) return '/';
  if (pathname === '/' && config.homeRedirect && config.homeRedirect !== 'none') {
    const target = HOME_REDIRECT_TARGETS[config.homeRedirect];
    return isRemovedPage(target, config.removedPages) ? null : target;
  }
  return null;
}

/** "<page> · <product>": the configuration's title names the product in a tailored deployment. */
export function documentTitle(pageTitle: string | null, config: PublicCompanyConfig | null): string {
  const product = config?.title || 'Orator';
  return pageTitle ? `${pageTitle} · ${product}` : product;
}
