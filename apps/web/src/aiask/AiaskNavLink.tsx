import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import './i18n/register.ts';
import { AIASK_ROUTES } from './paths.ts';

/** The conversational area's entry in the header navigation. */
export function AiaskNavLink() {
  const { t } = useTranslation('aiask');
  return (
    <NavLink to={AIASK_ROUTES.home} data-testid="nav-aiask">
      {t('area')}
    </NavLink>
  );
}
