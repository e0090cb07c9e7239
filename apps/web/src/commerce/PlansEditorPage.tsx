import type { Plan, PlanPrice } from '@orator/shared/commerce';
import { formatMoney } from '@orator/shared/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, InputNumber, Skeleton, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commerceApi } from './commerceApi.ts';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';
import './commerce.css';

/** Yuan as typed -> minor units (integer arithmetic from here on). */
const toMinor = (yuan: number) => Math.round(yuan * 100);
const toYuan = (minor: number) => Number(formatMoney(minor));

/** One plan's prices, edited together and saved at once. */
function PriceEditor({ plan }: { plan: Plan }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [prices, setPrices] = useState<PlanPrice[]>(plan.prices);
  const save = useMutation({
    mutationFn: () => commerceApi.savePrices({ code: plan.code, prices }),
    onSuccess: () => {
      void message.success(t('admin.saved'));
      void queryClient.invalidateQueries({ queryKey: ['catalogue'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'plans'] });
    },
  });
  const change = (period: PlanPrice['period'], patch: Partial<PlanPrice>) =>
    setPrices((list) => list.map((price) => (price.period === period ? { ...price, ...patch } : price)));

  return (
    <Card
      title={t(`plans.${plan.code}`)}
      data-testid={`plan-editor-${plan.code}`}
      extra={
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid={`save-prices-${plan.code}`}>
          {t('admin.save')}
        </Button>
      }
    >
      <Table
        rowKey="period"
        size="small"
        pagination={false}
        dataSource={prices}
        columns={[
          { title: '', dataIndex: 'period', render: (period: PlanPrice['period']) => t(`periods.${period}`) },
          {
            title: t('admin.amount'),
            dataIndex: 'amount',
            render: (amount: number, price: PlanPrice) => (
              <InputNumber
                min={0}
                step={0.01}
                prefix="¥"
                value={toYuan(amount)}
                onChange={(value) => change(price.period, { amount: toMinor(value ?? 0) })}
                data-testid={`amount-${plan.code}-${price.period}`}
              />
            ),
          },
          {
            title: t('admin.offer'),
            dataIndex: 'offerAmount',
            render: (offer: number | null, price: PlanPrice) => (
              <InputNumber
                min={0}
                step={0.01}
                prefix="¥"
                value={offer === null ? null : toYuan(offer)}
                onChange={(value) => change(price.period, { offerAmount: value === null ? null : toMinor(value) })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}

/** Operators' minimal plans editor (issue 14 §1: plans are data): the paid plans' prices and offer prices. */
export default function PlansEditorPage() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const plans = useQuery({ queryKey: ['admin', 'plans'], queryFn: commerceApi.adminPlans });
  return (
    <div className="page commerce-page" data-testid="plans-editor-page">
      <div className="page-head">
        <div>
          <h1>{t('admin.title')}</h1>
          <p>{t('admin.intro')}</p>
        </div>
      </div>
      {plans.data ? (
        <div className="plan-editors">
          {plans.data
            .filter((plan) => plan.prices.length > 0)
            .map((plan) => (
              <PriceEditor key={plan.code} plan={plan} />
            ))}
        </div>
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}
