import { WITHDRAWAL_STATES, type Withdrawal } from '@orator/shared/commerce';
import { formatMoney } from '@orator/shared/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Segmented, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WithdrawalState } from './DistributionPage.tsx';
import { distributionApi } from './distributionApi.ts';
import { COMMERCE_NAMESPACE } from './i18n/register.ts';
import './commerce.css';

const PAGE_SIZE = 20;
type Filter = 'all' | Withdrawal['state'];

/** Operators' withdrawals (issue 14 §3): approve once paid out, or reject (the amount returns). */
export default function WithdrawalsAdminPage() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('requested');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['admin', 'withdrawals', filter, page],
    queryFn: () => distributionApi.adminWithdrawals(filter === 'all' ? undefined : filter, page, PAGE_SIZE),
  });

  const confirm = (row: Withdrawal, decision: 'approve' | 'reject') =>
    modal.confirm({
      title: t(`withdrawalsAdmin.${decision}Title`, { amount: formatMoney(row.amount) }),
      content: t(`withdrawalsAdmin.${decision}Body`),
      okText: t(`withdrawalsAdmin.${decision}`),
      okButtonProps: { danger: decision === 'reject', 'data-testid': `withdrawal-${decision}-confirm` },
      onOk: async () => {
        await distributionApi.decide(row.id, decision);
        void message.success(t('withdrawalsAdmin.done'));
        await queryClient.invalidateQueries({ queryKey: ['admin', 'withdrawals'] });
      },
    });

  return (
    <div className="page commerce-page" data-testid="withdrawals-admin-page">
      <div className="page-head">
        <div>
          <h1>{t('withdrawalsAdmin.title')}</h1>
          <p>{t('withdrawalsAdmin.intro')}</p>
        </div>
      </div>
      <Segmented<Filter>
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        options={[
          ...WITHDRAWAL_STATES.map((state) => ({ value: state, label: t(`distribution.states.${state}`) })),
          { value: 'all' as const, label: t('withdrawalsAdmin.all') },
        ]}
      />
      <Table<Withdrawal>
        rowKey="id"
        className="code-batches"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('withdrawalsAdmin.user'), dataIndex: 'account' },
          { title: t('distribution.amount'), dataIndex: 'amount', render: (amount: number) => `¥${formatMoney(amount)}` },
          { title: t('distribution.at'), dataIndex: 'createdAt', render: (at: string) => new Date(at).toLocaleString() },
          { title: t('distribution.state'), dataIndex: 'state', render: (state: Withdrawal['state']) => <WithdrawalState state={state} /> },
          {
            title: t('codes.actions'),
            key: 'actions',
            render: (_, row) =>
              row.state === 'requested' && (
                <Space size="small">
                  <Button size="small" type="primary" onClick={() => confirm(row, 'approve')} data-testid="withdrawal-approve">
                    {t('withdrawalsAdmin.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => confirm(row, 'reject')} data-testid="withdrawal-reject">
                    {t('withdrawalsAdmin.reject')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
    </div>
  );
}
