import type { KnowledgeBaseSummary as KnowledgeBase } from '@orator/shared';
import { formatFileSize } from '@orator/shared/format';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/ui/notify.ts';
import { knowledgeApi } from '../api/knowledgeApi.ts';
import { anyProcessing, canChangeSettings, canReprocess, PROCESSING_POLL_MS } from '../model/knowledgeState.ts';
import { knowledgeDetailPath } from '../../lib/routing/paths/conversation.ts';
import { BaseFormDialog, type BaseFormValues } from './BaseFormDialog.tsx';
import { useConfirmDelete } from '../ui/useConfirmDelete.ts';
import { BaseStatusTag } from './BaseStatusTag.tsx';
import { ListPageHead, PagedTable } from '../ui/ListPage.tsx';

const PAGE_SIZE = 10;

/** Knowledge base list (spec §2): search by name, reset, state, counts, actions, create dialog, pages. */
export default function KnowledgeListPage() {
  const { t } = useTranslation('aiask');
  const confirm = useConfirmDelete();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [params, setParams] = useSearchParams();
  // knowledgeList/webUpload lands here with ?create=1: the create dialog opens.
  const [dialog, setDialog] = useState<{ mode: 'create' } | { mode: 'settings'; base: KnowledgeBase } | null>(
    params.get('create') === '1' ? { mode: 'create' } : null,
  );
  const closeDialog = () => {
    setDialog(null);
    if (params.has('create')) setParams({}, { replace: true });
  };

  const query = { name: name || undefined, page, size: PAGE_SIZE };
  const bases = useQuery({
    queryKey: ['aiask', 'knowledge', 'page', query],
    queryFn: () => knowledgeApi.page(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (anyProcessing(q.state.data?.items) ? PROCESSING_POLL_MS : false),
  });
  // The header's storage meter (the user query) counts documents too: deleting a base frees them.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['aiask', 'knowledge'] }),
      queryClient.invalidateQueries({ queryKey: ['user'] }),
    ]);

  const submitForm = async (values: BaseFormValues) => {
    if (dialog?.mode === 'settings') {
      await knowledgeApi.save({ id: dialog.base.id, name: values.name });
      toast.success(t('common.saved'));
      await refresh();
      return;
    }
    const created = await knowledgeApi.save(values);
    toast.success(t('knowledge.created'));
    await refresh();
    void navigate(knowledgeDetailPath(created.id));
  };

  const confirmDelete = (base: KnowledgeBase) => {
    confirm({
      title: t('knowledge.deleteConfirm', { name: base.name }),
      content: base.linkedRoleCount > 0 ? t('knowledge.deleteLinked', { count: base.linkedRoleCount }) : undefined,
      onOk: async () => {
        await knowledgeApi.remove(base.id);
        toast.success(t('common.deleted'));
        await refresh();
      },
    });
  };

  const reprocess = async (base: KnowledgeBase) => {
    await knowledgeApi.reprocess(base.id);
    toast.success(t('knowledge.reprocessStarted'));
    await refresh();
  };

  const columns: ColumnsType<KnowledgeBase> = [
    {
      title: t('knowledge.columns.name'),
      dataIndex: 'name',
      render: (value: string, base) => (
        <Link to={knowledgeDetailPath(base.id)} data-testid="base-name-link">
          {value}
        </Link>
      ),
    },
    { title: t('knowledge.columns.type'), dataIndex: 'type', render: (type: KnowledgeBase['type']) => t(`knowledge.types.${type}`) },
    {
      title: t('knowledge.columns.status'),
      dataIndex: 'status',
      render: (_: unknown, base) => <BaseStatusTag status={base.status} reasonKey={base.failureReason} progress={base.progress} />,
    },
    {
      title: t('knowledge.columns.createdAt'),
      dataIndex: 'createdAt',
      className: 'ak-nowrap',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    { title: t('knowledge.columns.roles'), dataIndex: 'linkedRoleCount', align: 'right' },
    { title: t('knowledge.columns.size'), dataIndex: 'sizeBytes', align: 'right', render: (bytes: number) => formatFileSize(bytes) },
    { title: t('knowledge.columns.documents'), dataIndex: 'documentCount', align: 'right' },
    {
      title: t('common.actions'),
      key: 'actions',
      className: 'ak-nowrap',
      render: (_: unknown, base) => (
        <span className="ak-row-actions">
          <Button type="link" size="small" onClick={() => void navigate(knowledgeDetailPath(base.id))} data-testid="base-open">
            {t('knowledge.actions.open')}
          </Button>
          <Tooltip title={canChangeSettings(base.status) ? undefined : t('knowledge.settingsBlocked')}>
            <Button
              type="link"
              size="small"
              disabled={!canChangeSettings(base.status)}
              onClick={() => setDialog({ mode: 'settings', base })}
              data-testid="base-settings"
            >
              {t('knowledge.actions.settings')}
            </Button>
          </Tooltip>
          {canReprocess(base) && (
            <Button type="link" size="small" onClick={() => void reprocess(base)} data-testid="base-reprocess">
              {t('knowledge.actions.reprocess')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => confirmDelete(base)} data-testid="base-delete">
            {t('knowledge.actions.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="ak-page" data-testid="knowledge-list">
      <ListPageHead
        title={t('knowledge.title')}
        intro={t('knowledge.intro')}
        createLabel={t('knowledge.create')}
        onCreate={() => setDialog({ mode: 'create' })}
        createTestId="base-create"
        searchPlaceholder={t('knowledge.searchName')}
        searchTestId="base-search"
        onSearch={(text) => {
          setName(text);
          setPage(1);
        }}
      />
      <PagedTable<KnowledgeBase>
        className="ak-panel-table"
        columns={columns}
        rows={bases.data?.items ?? []}
        total={bases.data?.total ?? 0}
        loading={bases.isPending}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        emptyText={name ? t('knowledge.emptySearch') : t('knowledge.empty')}
        rowAttributes={(base) => ({ 'data-testid': 'base-row', 'data-name': base.name, 'data-status': base.status })}
      />
      <BaseFormDialog
        open={dialog !== null}
        mode={dialog?.mode ?? 'create'}
        initial={dialog?.mode === 'settings' ? { name: dialog.base.name, type: dialog.base.type } : undefined}
        onSubmit={submitForm}
        onClose={closeDialog}
      />
    </div>
  );
}
