import { ORDER_STATES, type AdminOrder, type OrderState } from '@orator/shared/commerce';
import { formatMoney } from '@orator/shared/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal, Select, Space, Table, Tag, type ButtonProps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { MEMBER_NAMESPACE } from './i18n/register.ts';
import { operatorApi } from './operatorApi.ts';

const PAGE_SIZE = 20;
const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
const STATE_COLOURS: Record<OrderState, string> = { created: 'blue', paid: 'green', failed: 'red', refunded: 'default' };

/** Refunds a paid order after the operator confirmed it and gave the reason the audit keeps. */
function RefundDialog({ order, onClose }: { order: AdminOrder; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [reason, setReason] = useState('');
  return (
    <Modal
      open
      title={t('operator.refundTitle', { orderNo: order.orderNo })}
      okText={t('operator.refund')}
      okButtonProps={{ danger: true, disabled: !reason.trim(), 'data-testid': 'order-refund-confirm' } as ButtonProps}
      onCancel={() => onClose(false)}
      onOk={async () => {
        await operatorApi.refund({ orderNo: order.orderNo, reason });
        toast.success(t('operator.refunded'));
        onClose(true);
      }}
    >
      <p>{t('operator.refundBody', { amount: `¥${formatMoney(order.amount)}`, account: order.account ?? order.userId, provider: order.provider })}</p>
      <Input.TextArea
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder={t('operator.reason')}
        data-testid="order-refund-reason"
      />
    </Modal>
  );
}

/** Every order, newest first, filtered by state and buyer; a paid one can be refunded. */
export function OperatorOrders() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [state, setState] = useState<OrderState | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  const orders = useQuery({ queryKey: ['operator', 'orders', q, state, page], queryFn: () => operatorApi.orders({ q, state }, page, PAGE_SIZE) });
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('operator.orderSearch')}
          onSearch={(value) => (setQ(value.trim()), setPage(1))}
          style={{ width: 360 }}
          data-testid="orders-search"
        />
        <Select<OrderState | 'all'>
          value={state ?? 'all'}
          onChange={(value) => (setState(value === 'all' ? undefined : value), setPage(1))}
          style={{ width: 180 }}
          options={[
            { value: 'all', label: t('operator.allStates') },
            ...ORDER_STATES.map((s) => ({ value: s, label: t(`operator.states.${s}`) })),
          ]}
        />
      </Space>
      <Table<AdminOrder>
        rowKey="orderNo"
        size="small"
        loading={orders.isLoading}
        dataSource={orders.data?.items ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: orders.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        expandable={{
          expandedRowRender: (o) => (
            <ul className="operator-events">
              {o.events.map((e) => (
                <li key={e.eventId}>
                  {when(e.receivedAt)} · {e.outcome} · {e.effect} · <code>{e.eventId}</code>
                </li>
              ))}
            </ul>
          ),
          rowExpandable: (o) => o.events.length > 0,
        }}
        columns={[
          { title: t('operator.created'), dataIndex: 'createdAt', render: when },
          { title: t('operator.orderNo'), dataIndex: 'orderNo' },
          { title: t('operator.account'), render: (_, o) => o.account ?? o.userId },
          { title: t('operator.product'), render: (_, o) => `${o.code}${o.period ? ` · ${o.period}` : ''}${o.couponCode ? ` · ${o.couponCode}` : ''}` },
          { title: t('operator.amount'), dataIndex: 'amount', align: 'right', render: (v: number) => `¥${formatMoney(v)}` },
          { title: t('operator.provider'), dataIndex: 'provider' },
          { title: t('operator.attempts'), dataIndex: 'attempts', align: 'right' },
          { title: t('operator.events'), align: 'right', render: (_, o) => o.events.length },
          {
            title: '',
            key: 'state',
            render: (_, o) => (
              <Space>
                <Tag color={STATE_COLOURS[o.state]} data-testid={`order-state-${o.orderNo}`}>
                  {t(`operator.states.${o.state}`)}
                </Tag>
                {o.state === 'paid' && (
                  <Button size="small" danger onClick={() => setRefunding(o)} data-testid={`order-refund-${o.orderNo}`}>
                    {t('operator.refund')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      {refunding && (
        <RefundDialog
          order={refunding}
          onClose={(changed) => {
            setRefunding(null);
            if (changed) void queryClient.invalidateQueries({ queryKey: ['operator'] });
          }}
        />
      )}
    </>
  );
}
