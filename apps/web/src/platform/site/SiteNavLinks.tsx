import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { SITE_ROUTES } from '../../lib/routing/paths/site.ts';

/**
 * The public site's pages in the visitor's header (logged-in users reach help from the user menu; all
 * are in the footer). `all`: the phone's menu, which has the room for every public page.
 */
export function SiteNavLinks({ all = false }: { all?: boolean }) {
  const { t } = useTranslation(SITE_NAMESPACE);
  return (
    <>
      <NavLink to={SITE_ROUTES.cases} data-testid="nav-cases">
        {t('nav.cases')}
      </NavLink>
      <NavLink to={SITE_ROUTES.news} data-testid="nav-news">
        {t('nav.news')}
      </NavLink>
      <NavLink to={SITE_ROUTES.help} data-testid="nav-help">
        {t('nav.help')}
      </NavLink>
      {all && (
        <>
          <NavLink to={SITE_ROUTES.downloads} data-testid="nav-downloads">
            {t('nav.downloads')}
          </NavLink>
          <NavLink to={SITE_ROUTES.customization} data-testid="nav-customization">
            {t('nav.customization')}
          </NavLink>
        </>
      )}
    </>
  );
}
