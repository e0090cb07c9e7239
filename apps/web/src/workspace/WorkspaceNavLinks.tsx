import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import './i18n/register.ts';
import './nav.css';

/** The workspace's entries in the header navigation (creation centre, stores, voice library). */
export function WorkspaceNavLinks() {
  const { t } = useTranslation('workspace');
  return (
    <>
      <NavLink to="/main/newMainIndex/createNewVideo" data-testid="nav-create">
        {t('nav.create')}
      </NavLink>
      <NavLink to="/main/newMainIndex/templateShop" data-testid="nav-templates">
        {t('nav.templates')}
      </NavLink>
      <NavLink to="/main/newMainIndex/avatarShop" data-testid="nav-avatars">
        {t('nav.avatars')}
      </NavLink>
      <NavLink to="/main/newMainIndex/voiceLibrary" data-testid="nav-voices">
        {t('nav.voices')}
      </NavLink>
    </>
  );
}
