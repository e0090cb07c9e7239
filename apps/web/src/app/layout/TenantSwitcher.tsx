import { ApartmentOutlined, CheckOutlined, DownOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@orator/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Tag, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useOpenedOnce } from '../../lib/ui/useOpenedOnce.ts';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../lib/api/accounts.ts';
import { useAuthStore } from '../../platform/auth/authStore.ts';
import { toast } from '../../lib/ui/notify.ts';

/** Menu key of "new workspace"; tenant ids are UUIDs, so it cannot collide. */
const NEW_WORKSPACE = '__new__';

/** Lists the user's workspaces (personal and enterprise) and switches the tenant header. */
// Its form loads when the dialog first opens, not with every page's header.
const NewWorkspaceModal = lazy(() => import('./NewWorkspaceModal.tsx').then((m) => ({ default: m.NewWorkspaceModal })));

export function TenantSwitcher({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const token = useAuthStore((s) => s.token);
  const setUser = useAuthStore((s) => s.setUser);
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const createOpened = useOpenedOnce(creating);
  const tenants = useQuery({ queryKey: ['tenants', token], queryFn: accountsApi.tenantList, staleTime: 60_000 });

  async function switchTo(tenantId: string) {
    if (tenantId === user.tenantId) return;
    try {
      const next = await accountsApi.tenantSwitch(tenantId);
      setUser(next);
      queryClient.setQueryData(['user', token], next);
      // Everything else (files, usage) belongs to the previous workspace.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'user' });
      toast.success(t('header.switched', { name: next.tenantName }));
    } catch {
      // shown by the HTTP client
    }
  }

  const workspaceItems: MenuProps['items'] = (tenants.data ?? []).map((tenant) => ({
    key: tenant.tenantId,
    icon: tenant.kind === 'enterprise' ? <ApartmentOutlined /> : <UserOutlined />,
    label: (
      <span className="tenant-item" data-testid={`workspace-${tenant.kind}`}>
        <span>{tenant.tenantName}</span>
        <Tag color={tenant.kind === 'enterprise' ? 'geekblue' : 'default'}>{t(`header.${tenant.kind}`)}</Tag>
        {tenant.tenantId === user.tenantId && <CheckOutlined />}
      </span>
    ),
  }));
  const items: MenuProps['items'] = [
    { type: 'group', label: t('header.workspace'), children: workspaceItems },
    { type: 'divider' },
    { key: NEW_WORKSPACE, icon: <PlusOutlined />, label: <span data-testid="workspace-new">{t('header.newWorkspace')}</span> },
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{ items, onClick: ({ key }) => (key === NEW_WORKSPACE ? setCreating(true) : void switchTo(key)) }}
      >
        <Button
          type="text"
          icon={user.accountType === 'enterprise' ? <ApartmentOutlined /> : <UserOutlined />}
          data-testid="tenant-switcher"
        >
          <span className="tenant-name">{user.tenantName}</span> <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {createOpened && (
        <Suspense fallback={null}>
          <NewWorkspaceModal
            open={creating}
            onClose={() => setCreating(false)}
            onCreated={(tenantId) => {
              void queryClient.invalidateQueries({ queryKey: ['tenants'] });
              void switchTo(tenantId);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
