import { planCodeOfUser, type BillingPeriod, type Catalogue, type Order, type OrderCreateBody, type Plan } from '@orator/shared/commerce';
import type { UserInfo } from '@orator/shared';
import { formatMoney } from '@orator/shared/format';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthStore } from '../platform/auth/authStore.ts';
import { commerceApi } from './commerceApi.ts';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';
import { PayDialog } from './PayDialog.tsx';
import { MEMBER_ROUTES } from '../lib/routing/paths/member.ts';

/**
 * Buying something: the order is made on the server (its price too, with the coupon if one was
 * typed), then its QR shows.
 */
export function useBuy(couponCode = ''): { buy: (body: OrderCreateBody) => void; pending: boolean; dialog: React.ReactNode } {
  const [order, setOrder] = useState<Order | null>(null);
  const create = useMutation({ mutationFn: commerceApi.createOrder, onSuccess: setOrder });
  const coupon = couponCode.trim();
  return {
    buy: (body) => create.mutate(coupon ? { ...body, couponCode: coupon } : body),
    pending: create.isPending,
    dialog: order ? <PayDialog key={order.orderNo} order={order} onClose={() => setOrder(null)} /> : null,
  };
}

/** The four plans with the period switch (monthly, annually, pay as you go) and the offer price where it applies. */
export function PlanCards({
  catalogue,
  user,
  offerActive,
  couponCode,
}: {
  catalogue: Catalogue;
  user: UserInfo | null;
  offerActive: boolean;
  /** A coupon typed on the purchase page (the server prices the order with it). */
  couponCode?: string;
}) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const openDialog = useAuthStore((s) => s.openDialog);
  const [period, setPeriod] = useState<BillingPeriod>('month');
  const { buy, pending, dialog } = useBuy(couponCode);
  const current = user ? planCodeOfUser(user) : null;

  const action = (plan: Plan) => {
    if (plan.code === current) return <Tag color="blue">{t('yourPlan')}</Tag>;
    if (plan.contactSales)
      return (
        <Link to={`${MEMBER_ROUTES.contact}?service=enterprisePlan`} data-testid={`contact-${plan.code}`}>
          {t('contactSales')}
        </Link>
      );
    if (plan.code === 'free')
      return user ? null : (
        <Button onClick={() => openDialog('register')} data-testid="signup-free">
          {t('signUpFree')}
        </Button>
      );
    const price = plan.prices.find((p) => p.period === period);
    if (!price) return <span className="muted">{t('notSold')}</span>;
    if (!user)
      return (
        <Button type="primary" onClick={() => openDialog('login')} data-testid={`buy-${plan.code}`}>
          {t('loginToBuy')}
        </Button>
      );
    return (
      <Button
        type="primary"
        loading={pending}
        onClick={() => buy({ kind: 'plan', code: plan.code, period })}
        data-testid={`buy-${plan.code}`}
      >
        {t('buy')}
      </Button>
    );
  };

  const priceOf = (plan: Plan) => {
    const price = plan.prices.find((p) => p.period === period);
    if (!price) return <div className="plan-price">{plan.code === 'free' ? '¥0' : '—'}</div>;
    const offer = offerActive && price.offerAmount !== null;
    return (
      <>
        <div className="plan-price" data-testid={`price-${plan.code}`}>
          ¥{formatMoney(offer ? (price.offerAmount ?? price.amount) : price.amount)}
          {offer && <s className="plan-list-price">¥{formatMoney(price.amount)}</s>}
          <span className="plan-per">{t(`per.${period}`, { minutes: Math.round(price.compositionSeconds / 60) })}</span>
        </div>
        <ul className="plan-grants">
          {price.days > 0 && <li>{t('membershipDays', { days: price.days })}</li>}
          {price.days > 0 && <li>{t('includes', { minutes: Math.round(price.compositionSeconds / 60) })}</li>}
          {price.days === 0 && <li>{t('paygNote')}</li>}
        </ul>
      </>
    );
  };

  return (
    <section className="plan-section">
      <Segmented<BillingPeriod>
        className="period-switch"
        value={period}
        onChange={setPeriod}
        options={(['month', 'year', 'payg'] as const).map((p) => ({
          value: p,
          label: <span data-testid={`period-${p}`}>{t(`periods.${p}`)}</span>,
        }))}
      />
      <div className="plan-cards">
        {catalogue.plans.map((plan) => (
          <Card
            key={plan.code}
            className={plan.code === current ? 'plan-card plan-card-current' : 'plan-card'}
            data-testid={`plan-card-${plan.code}`}
          >
            <h3>{t(`plans.${plan.code}`)}</h3>
            <p className="muted">{t(`planNotes.${plan.code}`)}</p>
            {priceOf(plan)}
            <div className="plan-action">{action(plan)}</div>
          </Card>
        ))}
      </div>
      {dialog}
    </section>
  );
}
