import type { AuditEntry, ContactRequest, OperatorUser } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, InputNumber, Modal, Space, Table, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CLONE_REVIEWS_ROUTE } from '../../lib/routing/paths/wizards.ts';
import { CompanyConfigsTab } from '../../platform/company/CompanyConfigsTab.tsx';
import { COMPANY_NAMESPACE } from '../../platform/company/i18n/register.ts';
import { toast } from '../../lib/ui/notify.ts';
import { contactApi } from './contactApi.ts';
import { MEMBER_NAMESPACE } from './i18n/register.ts';
import { operatorApi } from './operatorApi.ts';
import { OperatorOrders } from './OperatorOrders.tsx';
import { OperatorPlanDialog } from './OperatorPlanDialog.tsx';
import './member.css';

const PAGE_SIZE = 20;
const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** Time given (or, negative, taken back) with the reason the audit keeps. */
function GrantDialog({ user, onClose }: { user: OperatorUser; onClose: (changed: boolean) => void }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [minutes, setMinutes] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const seconds = Math.round((minutes ?? 0) * 60);
  return (
    <Modal
      open
      title={t('operator.grantTitle', { name: user.email ?? user.phone ?? user.userId })}
      okText={t('operator.grant')}
      okButtonProps={{ disabled: seconds === 0 || !reason.trim() }}
      onCancel={() => onClose(false)}
      onOk={async () => {
        await operatorApi.grantTime({ userId: user.userId, seconds, reason });
        toast.success(t('operator.granted'));
        onClose(true);
      }}
    >
      <p className="muted">{t('operator.grantHint')}</p>
      <InputNumber precision={0} value={minutes} onChange={setMinutes} addonAfter={t('enterprise.minutes')} data-testid="operator-grant-minutes" />
      <Input.TextArea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('operator.reason')} style={{ marginTop: 12 }} />
    </Modal>
  );
}

function Users() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const queryClient = useQueryClient();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState<OperatorUser | null>(null);
  const [planning, setPlanning] = useState<OperatorUser | null>(null);
  const users = useQuery({ queryKey: ['operator', 'users', q, page], queryFn: () => operatorApi.users(q, page, PAGE_SIZE) });
  return (
    <>
      <Input.Search allowClear placeholder={t('operator.search')} onSearch={(value) => (setQ(value.trim()), setPage(1))} style={{ maxWidth: 360, marginBottom: 12 }} />
      <Table<OperatorUser>
        rowKey="userId"
        size="small"
        loading={users.isLoading}
        dataSource={users.data?.items ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: users.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('operator.account'), render: (_, u) => u.email ?? u.phone },
          {
            title: t('plan.heading'),
            render: (_, u) =>
              u.vipType === 'vip' ? <Tag color="gold">{u.proMan ? t('plan.business') : t('plan.member')}</Tag> : <Tag>{t('plan.free')}</Tag>,
          },
          { title: t('enterprise.remain'), dataIndex: 'remainCredits', align: 'right', render: (v: number) => t('ledger.seconds', { value: String(v) }) },
          { title: t('operator.registered'), dataIndex: 'registeredAt', render: when },
          {
            title: '',
            key: 'actions',
            render: (_, u) => (
              <Space>
                <Button onClick={() => setGranting(u)}>{t('operator.grant')}</Button>
                <Button onClick={() => setPlanning(u)} data-testid="operator-change-plan">
                  {t('operator.changePlan')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {planning && (
        <OperatorPlanDialog
          user={planning}
          onClose={(changed) => {
            setPlanning(null);
            if (changed) void queryClient.invalidateQueries({ queryKey: ['operator'] });
          }}
        />
      )}
      {granting && (
        <GrantDialog
          user={granting}
          onClose={(changed) => {
            setGranting(null);
            if (changed) void queryClient.invalidateQueries({ queryKey: ['operator'] });
          }}
        />
      )}
    </>
  );
}

function Contacts() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const contacts = useQuery({ queryKey: ['operator', 'contacts', page], queryFn: () => contactApi.page('all', page, PAGE_SIZE) });
  return (
    <Table<ContactRequest>
      rowKey="id"
      size="small"
      loading={contacts.isLoading}
      dataSource={contacts.data?.items ?? []}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: contacts.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      expandable={{ expandedRowRender: (c) => <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{c.message}</p> }}
      columns={[
        { title: t('operator.received'), dataIndex: 'createdAt', render: when },
        { title: t('contact.fullName'), render: (_, c) => `${c.fullName} · ${c.jobTitle}${c.company ? ` · ${c.company}` : ''}` },
        { title: t('contact.email'), render: (_, c) => `${c.email}${c.phone ? ` · ${c.areaCode} ${c.phone}` : ''}` },
        { title: t('contact.services'), render: (_, c) => c.services.map((s) => t(`contact.serviceNames.${s}`, s)).join(', ') },
        {
          title: '',
          key: 'handled',
          render: (_, c) =>
            c.handledAt ? (
              <Tag color="green">{t('operator.handled')}</Tag>
            ) : (
              <Button
                onClick={async () => {
                  await contactApi.markHandled(c.id);
                  await queryClient.invalidateQueries({ queryKey: ['operator'] });
                }}
              >
                {t('operator.markHandled')}
              </Button>
            ),
        },
      ]}
    />
  );
}

function Audit() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const [page, setPage] = useState(1);
  const audit = useQuery({ queryKey: ['operator', 'audit', page], queryFn: () => operatorApi.audit(page, PAGE_SIZE) });
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="small"
      loading={audit.isLoading}
      dataSource={audit.data?.items ?? []}
      pagination={{ current: page, pageSize: PAGE_SIZE, total: audit.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
      columns={[
        { title: t('ledger.when'), dataIndex: 'createdAt', render: when },
        { title: t('operator.action'), dataIndex: 'action', render: (a: string) => t(`operator.actions.${a}`, a) },
        { title: t('operator.target'), render: (_, e) => `${e.targetKind} ${e.targetId}` },
        { title: t('operator.before'), render: (_, e) => JSON.stringify(e.before) },
        { title: t('operator.after'), render: (_, e) => JSON.stringify(e.after) },
        { title: t('operator.reason'), dataIndex: 'reason' },
        { title: t('operator.by'), dataIndex: 'operatorId' },
      ]}
    />
  );
}

/** The operator console (admin, issue 14 §4): users (time, plan), orders (refunds), contact submissions, and the audit of every change. */
export default function OperatorConsolePage() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const { t: tc } = useTranslation(COMPANY_NAMESPACE);
  const payment = useQuery({ queryKey: ['operator', 'payment'], queryFn: operatorApi.payment });
  return (
    <div className="member-page" data-testid="operator-console">
      <h1>{t('operator.title')}</h1>
      {payment.data?.sandbox && (
        <Alert
          type="warning"
          showIcon
          message={t('operator.sandboxTitle')}
          description={t('operator.sandboxHint')}
          style={{ marginBottom: 12 }}
          data-testid="operator-sandbox-warning"
        />
      )}
      <Link to={CLONE_REVIEWS_ROUTE} data-testid="operator-clone-reviews">
        {t('operator.cloneReviews')}
      </Link>
      <Tabs
        items={[
          { key: 'users', label: t('operator.users'), children: <Users /> },
          { key: 'orders', label: t('operator.orders'), children: <OperatorOrders /> },
          { key: 'contacts', label: t('operator.contacts'), children: <Contacts /> },
          { key: 'companies', label: tc('tab'), children: <CompanyConfigsTab /> },
          { key: 'audit', label: t('operator.audit'), children: <Audit /> },
        ]}
      />
    </div>
  );
}
