import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useIsMobile } from '../lib/ui/useIsMobile.ts';
import './i18n/register.ts';
import { AIASK_ROUTES } from '../lib/routing/paths/conversation.ts';

/** The conversational area's entry in the header navigation; a phone's goes to the mobile project list. */
export function AiaskNavLink() {
  const { t } = useTranslation('aiask');
  const mobile = useIsMobile();
  return (
    <NavLink to={mobile ? AIASK_ROUTES.h5List : AIASK_ROUTES.home} data-testid="nav-aiask">
      {t('area')}
    </NavLink>
  );
}
