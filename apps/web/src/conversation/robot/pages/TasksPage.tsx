import type { NavigationTask } from '@orator/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify.ts';
import { ListPageHead, PagedTable } from '../../ui/ListPage.tsx';
import { useConfirmDelete } from '../../ui/useConfirmDelete.ts';
import { robotApi } from '../robotApi.ts';
import { TaskEditor } from './TaskEditor.tsx';

const PAGE_SIZE = 10;

/** /aiask/robot/navigation: navigation broadcast tasks (search, create, edit the path points, delete). */
export default function TasksPage() {
  const { t } = useTranslation('aiask');
  const confirm = useConfirmDelete();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ task: NavigationTask | null } | null>(null);
  const query = { keyword: keyword || undefined, page, size: PAGE_SIZE };
  const tasks = useQuery({
    queryKey: ['robot', 'tasks', query],
    queryFn: () => robotApi.taskPage(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['robot', 'tasks'] });
  const remove = (task: NavigationTask) =>
    confirm({
      title: t('robot.tasks.deleteConfirm', { name: task.name }),
      content: t('robot.tasks.deleteHint'),
      onOk: async () => {
        await robotApi.removeTask(task.id);
        toast.success(t('common.deleted'));
        await refresh();
      },
    });

  const columns: ColumnsType<NavigationTask> = [
    { title: t('robot.tasks.columns.name'), dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
    { title: t('robot.tasks.columns.map'), dataIndex: 'map', render: (map: string) => map || '—' },
    {
      title: t('robot.tasks.columns.points'),
      dataIndex: 'points',
      render: (points: NavigationTask['points']) => points.map((p) => p.point).join(' → '),
    },
    { title: t('robot.tasks.columns.trigger'), dataIndex: 'triggerIntent', render: (text: string) => text || '—' },
    {
      title: t('robot.tasks.columns.createdAt'),
      dataIndex: 'createdAt',
      className: 'ak-nowrap',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      className: 'ak-nowrap',
      render: (_: unknown, task) => (
        <span>
          <Button type="link" size="small" onClick={() => setEditing({ task })} data-testid="task-edit">
            {t('common.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(task)} data-testid="task-delete">
            {t('common.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="ak-page" data-testid="robot-tasks">
      <ListPageHead
        title={t('robot.tasks.title')}
        intro={t('robot.tasks.intro')}
        createLabel={t('robot.tasks.create')}
        onCreate={() => setEditing({ task: null })}
        createTestId="task-create"
        searchPlaceholder={t('robot.tasks.search')}
        searchTestId="task-search"
        onSearch={(text) => {
          setKeyword(text);
          setPage(1);
        }}
      />
      <PagedTable<NavigationTask>
        columns={columns}
        rows={tasks.data?.items ?? []}
        total={tasks.data?.total ?? 0}
        loading={tasks.isPending}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        emptyText={keyword ? t('robot.tasks.emptySearch') : t('robot.tasks.empty')}
        rowAttributes={(task) => ({ 'data-testid': 'task-row', 'data-name': task.name })}
      />
      <TaskEditor
        open={editing !== null}
        task={editing?.task ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          toast.success(t('common.saved'));
          void refresh();
        }}
      />
    </div>
  );
}
