import { ASSISTANT_TIERS, type AddOn, type Catalogue } from '@orator/shared/commerce';
import type { UserInfo } from '@orator/shared';
import { formatMoney } from '@orator/shared/format';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Spin, Table, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../platform/auth/useCurrentUser.ts';
import { isActiveMember } from '../lib/membership.ts';
import { MEMBER_ROUTES } from '../lib/routing/paths/member.ts';
import { commerceApi } from './commerceApi.ts';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';
import { OfferCountdown, useOfferRemaining } from './OfferCountdown.tsx';
import { PlanCards, useBuy } from './PlanCards.tsx';
import { PURCHASE_TABS, type PurchaseTab } from '../lib/routing/paths/commerce.ts';
import './commerce.css';
import { useIsMobile } from '../lib/ui/useIsMobile.ts';

/** Add-on packs (spec §6): members buy them; others see what they are and why they cannot yet. */
function AddOnPacks({ addOns, user, couponCode }: { addOns: AddOn[]; user: UserInfo; couponCode: string }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { buy, pending, dialog } = useBuy(couponCode);
  const member = isActiveMember(user);
  return (
    <section className="addon-section" data-testid="addons">
      <h2>{t('addOns.title')}</h2>
      {!member && <Alert type="info" showIcon message={t('addOns.membersOnly')} data-testid="addons-members-only" />}
      <div className="plan-cards">
        {addOns.map((addOn) => (
          <Card key={addOn.code} className="plan-card" data-testid={`addon-${addOn.code}`}>
            <h3>{t(`addOns.${addOn.code}`)}</h3>
            <p className="muted">{addOn.ultra ? t('addOns.fourKNote') : t('addOns.timeNote')}</p>
            <div className="plan-price">¥{formatMoney(addOn.amount)}</div>
            {member && (
              <Button
                type="primary"
                loading={pending}
                onClick={() => buy({ kind: 'addOn', code: addOn.code })}
                data-testid={`buy-addon-${addOn.code}`}
              >
                {t('buy')}
              </Button>
            )}
          </Card>
        ))}
      </div>
      {dialog}
    </section>
  );
}

function AssistantTiers({ onSeePlans }: { onSeePlans: () => void }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  return (
    <section data-testid="assistant-tiers">
      <h2>{t('assistant.title')}</h2>
      <p>{t('assistant.body')}</p>
      <Table
        rowKey="code"
        pagination={false}
        size="small"
        dataSource={ASSISTANT_TIERS.map((tier) => ({ ...tier }))}
        columns={[
          {
            title: t('assistant.tier'),
            dataIndex: 'code',
            render: (code: (typeof ASSISTANT_TIERS)[number]['code']) => t(`assistant.tiers.${code}`),
          },
          { title: t('assistant.characters'), dataIndex: 'characters', render: (n: number) => n.toLocaleString() },
          { title: t('assistant.images'), dataIndex: 'images', render: (n: number) => n.toLocaleString() },
          { title: t('assistant.days'), dataIndex: 'days', render: (n: number) => t('assistant.daysValue', { count: n }) },
          {
            title: t('assistant.price'),
            dataIndex: 'amount',
            render: (amount: number) => (amount === 0 ? t('assistant.free') : t('assistant.included')),
          },
        ]}
      />
      <Button className="tab-link" onClick={onSeePlans} data-testid="assistant-see-plans">
        {t('live.seePlans')}
      </Button>
    </section>
  );
}

/** The purchase page (issue 14 §2): video plans and add-on packs, live, assistant and custom-service tabs. */
export default function PurchasePage() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tab: PurchaseTab = PURCHASE_TABS.find((name) => name === params.get('tab')) ?? 'video';
  const setTab = (next: string) => setParams(next === 'video' ? {} : { tab: next }, { replace: true });
  const catalogue = useQuery({ queryKey: ['catalogue'], queryFn: commerceApi.catalogue, staleTime: 60_000 });
  const remaining = useOfferRemaining(user);
  const [coupon, setCoupon] = useState('');
  const mobile = useIsMobile();
  if (!user || !catalogue.data) return <Spin className="page-spin" />;
  const data: Catalogue = catalogue.data;

  return (
    <div className="page commerce-page" data-testid="purchase-page">
      <div className="page-head">
        <div>
          <h1>{t('purchaseTitle')}</h1>
          {/* A phone pays on the payment page, not by scanning (PayDialog). */}
          <p>{t(mobile ? 'subtitleMobile' : 'subtitle')}</p>
        </div>
      </div>
      <OfferCountdown remaining={remaining} />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'video',
            label: <span data-testid="tab-video">{t('tabs.video')}</span>,
            children: (
              <>
                <div className="coupon-field">
                  <label htmlFor="coupon-code">{t('coupon.label')}</label>
                  <Input
                    id="coupon-code"
                    value={coupon}
                    maxLength={40}
                    allowClear
                    placeholder={t('coupon.placeholder')}
                    onChange={(event) => setCoupon(event.target.value)}
                    data-testid="coupon-input"
                  />
                  <span className="muted">{t('coupon.note')}</span>
                </div>
                <PlanCards catalogue={data} user={user} offerActive={remaining !== null} couponCode={coupon} />
                <AddOnPacks addOns={data.addOns} user={user} couponCode={coupon} />
              </>
            ),
          },
          {
            key: 'live',
            label: <span data-testid="tab-live">{t('tabs.live')}</span>,
            children: (
              <section>
                <h2>{t('live.title')}</h2>
                <p>{t('live.body')}</p>
                <Button onClick={() => setTab('video')} data-testid="live-see-plans">
                  {t('live.seePlans')}
                </Button>
              </section>
            ),
          },
          {
            key: 'assistant',
            label: <span data-testid="tab-assistant">{t('tabs.assistant')}</span>,
            children: <AssistantTiers onSeePlans={() => setTab('video')} />,
          },
          {
            key: 'custom',
            label: <span data-testid="tab-custom">{t('tabs.custom')}</span>,
            children: (
              <section data-testid="custom-service">
                <h2>{t('custom.title')}</h2>
                <p>{t('custom.body')}</p>
                <Link to={MEMBER_ROUTES.contact} data-testid="custom-contact">
                  <Button type="primary">{t('contactSales')}</Button>
                </Link>
              </section>
            ),
          },
        ]}
      />
    </div>
  );
}
