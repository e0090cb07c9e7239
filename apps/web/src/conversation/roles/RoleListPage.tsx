import { MoreOutlined } from '@ant-design/icons';
import type { Role, RoleSummary } from '@orator/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { rolesApi } from '../api/rolesApi.ts';
import { useConfirmDelete } from '../ui/useConfirmDelete.ts';
import { RoleApiDialog } from './RoleApiDialog.tsx';
import { RoleDocumentsDialog } from './RoleDocumentsDialog.tsx';
import { RoleProjectsDialog } from './RoleProjectsDialog.tsx';
import { RoleShareDialog } from './RoleShareDialog.tsx';
import { RoleTestDrawer } from './RoleTestDrawer.tsx';
import { RoleWizard } from './RoleWizard.tsx';
import { ListPageHead, PagedTable } from '../ui/ListPage.tsx';

const PAGE_SIZE = 10;

/**
 * Role centre (spec §2): search, create in two steps, edit, AI test, clone, API information, role
 * documents, share link, associated projects, delete.
 */
export default function RoleListPage() {
  const { t } = useTranslation('aiask');
  const confirm = useConfirmDelete();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [wizard, setWizard] = useState<{ role: Role | null } | null>(null);
  const [testing, setTesting] = useState<RoleSummary | null>(null);
  const [apiOf, setApiOf] = useState<RoleSummary | null>(null);
  const [docsOf, setDocsOf] = useState<RoleSummary | null>(null);
  const [projectsOf, setProjectsOf] = useState<RoleSummary | null>(null);
  const [sharing, setSharing] = useState<RoleSummary | null>(null);

  const query = { keyword: keyword || undefined, page, size: PAGE_SIZE };
  const roles = useQuery({ queryKey: ['aiask', 'roles', query], queryFn: () => rolesApi.page(query), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['aiask', 'roles'] });

  const edit = async (summary: RoleSummary) => {
    try {
      setWizard({ role: await rolesApi.get(summary.id) });
    } catch {
      // shown by the HTTP client
    }
  };
  const clone = async (summary: RoleSummary) => {
    try {
      const copy = await rolesApi.clone(summary.id);
      toast.success(t('roles.cloned', { name: copy.name }));
      await refresh();
    } catch {
      // shown by the HTTP client
    }
  };
  const remove = (summary: RoleSummary) =>
    confirm({
      title: t('roles.deleteConfirm', { name: summary.name }),
      onOk: async () => {
        await rolesApi.remove(summary.id);
        toast.success(t('common.deleted'));
        await refresh();
      },
    });

  const columns: ColumnsType<RoleSummary> = [
    {
      title: t('roles.columns.name'),
      dataIndex: 'name',
      render: (name: string, role) => (
        <div className="ak-role-cell">
          <strong>{name}</strong>
          {role.description && <div className="ak-muted">{role.description}</div>}
        </div>
      ),
    },
    {
      title: t('roles.columns.tier'),
      dataIndex: 'modelTier',
      render: (tier: RoleSummary['modelTier']) => <Tag>{t(`roles.tiers.${tier}`)}</Tag>,
    },
    { title: t('roles.columns.knowledge'), dataIndex: 'knowledgeBaseCount', align: 'right' },
    { title: t('roles.columns.qa'), dataIndex: 'qaLibraryCount', align: 'right' },
    {
      title: t('roles.columns.updatedAt'),
      dataIndex: 'updatedAt',
      className: 'ak-nowrap',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      className: 'ak-nowrap',
      render: (_: unknown, role) => (
        <span>
          <Button type="link" size="small" onClick={() => void edit(role)} data-testid="role-edit">
            {t('roles.actions.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setTesting(role)} data-testid="role-test">
            {t('roles.actions.test')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'documents', label: <span data-testid="role-action-documents">{t('roles.actions.documents')}</span> },
                { key: 'clone', label: <span data-testid="role-action-clone">{t('roles.actions.clone')}</span> },
                { key: 'api', label: <span data-testid="role-action-api">{t('roles.actions.api')}</span> },
                { key: 'share', label: <span data-testid="role-action-share">{t('roles.actions.share')}</span> },
                { key: 'projects', label: <span data-testid="role-action-projects">{t('roles.actions.projects')}</span> },
                { type: 'divider' },
                { key: 'delete', danger: true, label: <span data-testid="role-action-delete">{t('roles.actions.delete')}</span> },
              ],
              onClick: ({ key }) => {
                if (key === 'documents') setDocsOf(role);
                if (key === 'clone') void clone(role);
                if (key === 'api') setApiOf(role);
                if (key === 'projects') setProjectsOf(role);
                if (key === 'share') setSharing(role);
                if (key === 'delete') remove(role);
              },
            }}
          >
            <Button type="link" size="small" icon={<MoreOutlined />} aria-label={t('common.actions')} data-testid="role-more" />
          </Dropdown>
        </span>
      ),
    },
  ];

  return (
    <div className="ak-page" data-testid="role-list">
      <ListPageHead
        title={t('roles.title')}
        intro={t('roles.intro')}
        createLabel={t('roles.create')}
        onCreate={() => setWizard({ role: null })}
        createTestId="role-create"
        searchPlaceholder={t('roles.search')}
        searchTestId="role-search"
        onSearch={(text) => {
          setKeyword(text);
          setPage(1);
        }}
      />
      <PagedTable<RoleSummary>
        columns={columns}
        rows={roles.data?.items ?? []}
        total={roles.data?.total ?? 0}
        loading={roles.isPending}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        emptyText={keyword ? t('roles.emptySearch') : t('roles.empty')}
        rowAttributes={(role) => ({ 'data-testid': 'role-row', 'data-name': role.name })}
      />
      <RoleWizard
        open={wizard !== null}
        role={wizard?.role ?? null}
        onClose={() => setWizard(null)}
        onSaved={() => {
          setWizard(null);
          void refresh();
        }}
      />
      <RoleTestDrawer role={testing} onClose={() => setTesting(null)} />
      <RoleApiDialog role={apiOf} onClose={() => setApiOf(null)} />
      <RoleProjectsDialog role={projectsOf} onClose={() => setProjectsOf(null)} />
      <RoleShareDialog role={sharing} onClose={() => setSharing(null)} />
      <RoleDocumentsDialog role={docsOf} onClose={() => setDocsOf(null)} onChanged={refresh} />
    </div>
  );
}
