import { WITHDRAWAL_MIN, type Commission, type ReferredUser, type Withdrawal } from '@orator/shared/commerce';
import { formatMoney } from '@orator/shared/format';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, InputNumber, Space, Spin, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { distributionApi } from './distributionApi.ts';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';
import './commerce.css';

const PAGE_SIZE = 20;
const KEY = ['distribution'] as const;
const money = (minor: number) => `¥${formatMoney(minor)}`;
const day = (iso: string) => new Date(iso).toLocaleDateString();

/** One paginated list of the centre. */
function usePaged<T>(name: string, fetch: (page: number, size: number) => Promise<{ items: T[]; total: number }>) {
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: [...KEY, name, page], queryFn: () => fetch(page, PAGE_SIZE) });
  return {
    loading: query.isLoading,
    items: query.data?.items ?? [],
    pagination: { current: page, pageSize: PAGE_SIZE, total: query.data?.total ?? 0, onChange: setPage, showSizeChanger: false },
  };
}

export function WithdrawalState({ state }: { state: Withdrawal['state'] }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const color = state === 'approved' ? 'green' : state === 'rejected' ? 'red' : 'gold';
  return <Tag color={color}>{t(`distribution.states.${state}`)}</Tag>;
}

/** The distribution (sales) centre (issue 14 §3; product-rules#distribution). */
export default function DistributionPage() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const centre = useQuery({ queryKey: [...KEY, 'centre'], queryFn: distributionApi.centre });
  const [yuan, setYuan] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  const withdraw = useMutation({
    mutationFn: (amount: number) => distributionApi.withdraw(amount),
    onSuccess: async (row) => {
      void message.success(t('distribution.withdrawRequested', { amount: formatMoney(row.amount) }));
      setYuan(null);
      await refresh();
    },
  });
  const bind = useMutation({
    mutationFn: () => distributionApi.bind(code),
    onSuccess: (result) => {
      void message.success(t('distribution.bound', { referrer: result.referrer }));
      setCode('');
    },
  });
  const referred = usePaged<ReferredUser>('referred', distributionApi.referred);
  const commissions = usePaged<Commission>('commissions', distributionApi.commissions);
  const withdrawals = usePaged<Withdrawal>('withdrawals', distributionApi.withdrawals);
  if (!centre.data) return <Spin className="page-spin" />;
  const data = centre.data;
  const link = `${window.location.origin}${data.linkPath}`;
  const amount = yuan === null ? 0 : Math.round(yuan * 100);

  return (
    <div className="page commerce-page" data-testid="distribution-page">
      <div className="page-head">
        <div>
          <h1>{t('distribution.title')}</h1>
          <p>{t('distribution.intro', { percent: data.commissionPercent })}</p>
        </div>
      </div>
      <Card className="distribution-share">
        <Space direction="vertical" size="small">
          <span>
            {t('distribution.code')}:{' '}
            <Typography.Text strong copyable={{ tooltips: [t('distribution.copy'), t('distribution.copied')] }} data-testid="referral-code">
              {data.code}
            </Typography.Text>
          </span>
          <span>
            {t('distribution.link')}:{' '}
            <Typography.Text copyable={{ tooltips: [t('distribution.copy'), t('distribution.copied')] }} data-testid="referral-link">
              {link}
            </Typography.Text>
          </span>
        </Space>
      </Card>
      <div className="distribution-stats">
        <Statistic title={t('distribution.balance')} value={money(data.balance)} data-testid="distribution-balance" />
        <Statistic title={t('distribution.earned')} value={money(data.earned)} />
        <Statistic title={t('distribution.pending')} value={money(data.pending)} />
        <Statistic title={t('distribution.withdrawn')} value={money(data.withdrawn)} />
        <Statistic title={t('distribution.referredCount')} value={data.referredCount} />
      </div>
      <div className="distribution-actions">
        <Space wrap>
          <InputNumber
            min={WITHDRAWAL_MIN / 100}
            max={data.balance / 100}
            precision={2}
            value={yuan}
            onChange={setYuan}
            placeholder={t('distribution.withdrawAmount')}
            disabled={data.balance < WITHDRAWAL_MIN}
            data-testid="withdraw-amount"
          />
          <Button
            type="primary"
            disabled={amount < WITHDRAWAL_MIN || amount > data.balance}
            loading={withdraw.isPending}
            onClick={() => withdraw.mutate(amount)}
            data-testid="withdraw"
          >
            {t('distribution.withdraw')}
          </Button>
        </Space>
        <Space wrap>
          <span>{t('distribution.bindTitle')}</span>
          <Input
            value={code}
            maxLength={40}
            onChange={(event) => setCode(event.target.value)}
            placeholder={t('distribution.bindPlaceholder')}
            style={{ width: 160 }}
            data-testid="bind-code"
          />
          <Button disabled={code.trim() === ''} loading={bind.isPending} onClick={() => bind.mutate()} data-testid="bind">
            {t('distribution.bind')}
          </Button>
        </Space>
      </div>
      <Tabs
        items={[
          {
            key: 'referred',
            label: t('distribution.tabs.referred'),
            children: (
              <Table<ReferredUser>
                rowKey={(row) => `${row.account}-${row.boundAt}`}
                size="small"
                loading={referred.loading}
                dataSource={referred.items}
                pagination={referred.pagination}
                columns={[
                  { title: t('distribution.account'), dataIndex: 'account' },
                  { title: t('distribution.boundAt'), dataIndex: 'boundAt', render: day },
                  { title: t('distribution.paidOrders'), dataIndex: 'paidOrders' },
                ]}
              />
            ),
          },
          {
            key: 'commissions',
            label: t('distribution.tabs.commissions'),
            children: (
              <Table<Commission>
                rowKey="orderNo"
                size="small"
                loading={commissions.loading}
                dataSource={commissions.items}
                pagination={commissions.pagination}
                columns={[
                  { title: t('distribution.orderNo'), dataIndex: 'orderNo' },
                  { title: t('distribution.account'), dataIndex: 'account' },
                  { title: t('distribution.orderAmount'), dataIndex: 'orderAmount', render: money },
                  { title: t('distribution.commission'), dataIndex: 'amount', render: money },
                  { title: t('distribution.at'), dataIndex: 'createdAt', render: day },
                ]}
              />
            ),
          },
          {
            key: 'withdrawals',
            label: t('distribution.tabs.withdrawals'),
            children: (
              <Table<Withdrawal>
                rowKey="id"
                size="small"
                loading={withdrawals.loading}
                dataSource={withdrawals.items}
                pagination={withdrawals.pagination}
                columns={[
                  { title: t('distribution.at'), dataIndex: 'createdAt', render: day },
                  { title: t('distribution.amount'), dataIndex: 'amount', render: money },
                  {
                    title: t('distribution.state'),
                    dataIndex: 'state',
                    render: (state: Withdrawal['state']) => <WithdrawalState state={state} />,
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
