import type { EnterpriseMember } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, InputNumber, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { MEMBER_NAMESPACE } from './i18n/register.ts';
import { memberApi } from './memberApi.ts';

const PAGE_SIZE = 20;

/** A member's row action: minutes to grant from the pool, confirmed before it is taken. */
function GrantCell({ member, poolSeconds, onGranted }: { member: EnterpriseMember; poolSeconds: number; onGranted: () => void }) {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const { modal } = App.useApp();
  const [minutes, setMinutes] = useState<number | null>(null);
  const seconds = Math.round((minutes ?? 0) * 60);
  const grant = () =>
    modal.confirm({
      title: t('enterprise.confirmTitle'),
      content: t('enterprise.confirmBody', { minutes, name: member.name }),
      okButtonProps: { 'data-testid': 'enterprise-grant-confirm' },
      onOk: async () => {
        await memberApi.enterpriseGrant({ userId: member.userId, seconds });
        toast.success(t('enterprise.granted', { minutes, name: member.name }));
        setMinutes(null);
        onGranted();
      },
    });
  return (
    <Space.Compact>
      <InputNumber
        min={1}
        max={Math.max(1, Math.floor(poolSeconds / 60))}
        precision={0}
        value={minutes}
        onChange={setMinutes}
        placeholder={t('enterprise.minutes')}
        data-testid={`enterprise-minutes-${member.userId}`}
      />
      <Button onClick={grant} disabled={seconds <= 0 || seconds > poolSeconds} data-testid={`enterprise-grant-${member.userId}`}>
        {t('enterprise.grant')}
      </Button>
    </Space.Compact>
  );
}

/** The enterprise administrator's view (issue 14 §4): the pool, members' time, and grants from the pool. */
export function EnterpriseMembers() {
  const { t } = useTranslation(MEMBER_NAMESPACE);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const members = useQuery({ queryKey: ['member', 'enterprise', page], queryFn: () => memberApi.enterpriseMembers(page, PAGE_SIZE) });
  const pool = members.data?.poolSeconds ?? 0;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['member'] });
  return (
    <Card
      title={t('enterprise.heading', { name: members.data?.tenantName ?? '' })}
      extra={<span data-testid="enterprise-pool">{t('enterprise.pool', { minutes: Math.floor(pool / 60), seconds: pool % 60 })}</span>}
      data-testid="enterprise-members"
    >
      <Table<EnterpriseMember>
        rowKey="userId"
        size="small"
        loading={members.isLoading}
        dataSource={members.data?.items ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: members.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        columns={[
          { title: t('enterprise.member'), dataIndex: 'name' },
          { title: t('enterprise.role'), dataIndex: 'role', render: (role: EnterpriseMember['role']) => t(`enterprise.roles.${role}`) },
          {
            title: t('enterprise.remain'),
            dataIndex: 'remainCredits',
            align: 'right',
            render: (value: number) => t('time.value', { minutes: Math.floor(value / 60), seconds: value % 60 }),
          },
          { title: '', key: 'grant', render: (_, member) => <GrantCell member={member} poolSeconds={pool} onGranted={refresh} /> },
        ]}
      />
    </Card>
  );
}
