import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import './i18n/register.ts';
import { ROUTES } from '../../lib/routing/paths/main.ts';
import './nav.css';

/** The workspace's entries in the header navigation (creation centre, stores, voice library). */
export function WorkspaceNavLinks() {
  const { t } = useTranslation('workspace');
  return (
    <>
      <NavLink to={ROUTES.creationCentre} data-testid="nav-create">
        {t('nav.create')}
      </NavLink>
      <NavLink to={ROUTES.templates} data-testid="nav-templates">
        {t('nav.templates')}
      </NavLink>
      <NavLink to={ROUTES.avatars} data-testid="nav-avatars">
        {t('nav.avatars')}
      </NavLink>
      <NavLink to={ROUTES.voices} data-testid="nav-voices">
        {t('nav.voices')}
      </NavLink>
    </>
  );
}
