import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LIVE_NAMESPACE } from './i18n/register.ts';
import { LIVE_ROUTES } from '../lib/routing/paths/live.ts';

/** The live centre's entry in the header navigation. */
export function LiveNavLink() {
  const { t } = useTranslation(LIVE_NAMESPACE);
  return (
    <NavLink to={LIVE_ROUTES.centre} data-testid="nav-live">
      {t('nav')}
    </NavLink>
  );
}
