import { formatCountdown, offerRemainingMs } from '@orator/shared/commerce';
import type { UserInfo } from '@orator/shared';
import { GiftOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';

/** Milliseconds left of the first-day offer for this user (null: not offered), ticking every second. */
export function useOfferRemaining(user: UserInfo | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  const remaining = offerRemainingMs(user, now);
  useEffect(() => {
    if (remaining === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [remaining === null]); // eslint-disable-line react-hooks/exhaustive-deps -- restart only when the offer starts or ends
  return remaining;
}

/** spec §4: the 24 h countdown from registerTime, for visitors and users with no vipType. */
export function OfferCountdown({ remaining }: { remaining: number | null }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  if (remaining === null) return null;
  return (
    <div className="offer-banner" data-testid="offer-countdown" role="status">
      <GiftOutlined />
      <strong>{t('offer.title')}</strong>
      <span className="offer-time" data-testid="offer-time">
        {t('offer.endsIn', { time: formatCountdown(remaining) })}
      </span>
      <span className="muted">{t('offer.note')}</span>
    </div>
  );
}
