import { planCodeOfUser } from '@orator/shared/commerce';
import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../platform/auth/useCurrentUser.ts';
import { commerceApi } from './commerceApi.ts';
import { FeatureMatrix } from './FeatureMatrix.tsx';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';
import { OfferCountdown, useOfferRemaining } from './OfferCountdown.tsx';
import { PlanCards } from './PlanCards.tsx';
import './commerce.css';
import { useIsMobile } from '../lib/ui/useIsMobile.ts';

/** The public pricing page (issue 14 §2): the four plans, the period switch, the feature matrix and the first-day offer. */
export default function PricingPage() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { user, loading } = useCurrentUser();
  const catalogue = useQuery({ queryKey: ['catalogue'], queryFn: commerceApi.catalogue, staleTime: 60_000 });
  const remaining = useOfferRemaining(user);
  const mobile = useIsMobile();
  if (loading || !catalogue.data) return <Spin className="page-spin" />;
  return (
    <div className="page commerce-page" data-testid="pricing-page">
      <div className="page-head">
        <div>
          <h1>{t('pricingTitle')}</h1>
          {/* A phone pays on the payment page, not by scanning (PayDialog). */}
          <p>{t(mobile ? 'subtitleMobile' : 'subtitle')}</p>
        </div>
      </div>
      <OfferCountdown remaining={remaining} />
      <PlanCards catalogue={catalogue.data} user={user} offerActive={remaining !== null} />
      <FeatureMatrix plans={catalogue.data.plans} currentCode={user ? planCodeOfUser(user) : null} />
    </div>
  );
}
