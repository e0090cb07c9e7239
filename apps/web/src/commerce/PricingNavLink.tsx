import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';
import { COMMERCE_ROUTES } from '../lib/routing/paths/commerce.ts';

/** The pricing page's entry in the header (visitors see it too). */
export function PricingNavLink() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  return (
    <NavLink to={COMMERCE_ROUTES.pricing} data-testid="nav-pricing">
      {t('nav')}
    </NavLink>
  );
}
