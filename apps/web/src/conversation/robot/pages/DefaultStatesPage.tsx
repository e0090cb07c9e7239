import { PlusOutlined } from '@ant-design/icons';
import type { DefaultState } from '@orator/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify.ts';
import { PagedTable } from '../../ui/ListPage.tsx';
import { useConfirmDelete } from '../../ui/useConfirmDelete.ts';
import { RobotPicker, useChosenRobot } from '../RobotPicker.tsx';
import { robotApi } from '../robotApi.ts';
import { DefaultStateEditor } from './DefaultStateEditor.tsx';

const PAGE_SIZE = 10;

/** /aiask/robot/defaultsOn: a robot's default states in the order they are tried, each with its enable switch. */
export default function DefaultStatesPage() {
  const { t } = useTranslation('aiask');
  const chosen = useChosenRobot();
  const robotId = chosen.robot?.id ?? '';
  const confirm = useConfirmDelete();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ state: DefaultState | null } | null>(null);
  const query = { robotId, page, size: PAGE_SIZE };
  const states = useQuery({
    queryKey: ['robot', 'defaults', query],
    queryFn: () => robotApi.defaultPage(query),
    placeholderData: keepPreviousData,
    enabled: !!robotId,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['robot', 'defaults'] });
  const toggle = async (state: DefaultState, enabled: boolean) => {
    try {
      await robotApi.enableDefault(state.id, enabled);
      await refresh();
    } catch {
      // shown by the HTTP client
    }
  };
  const remove = (state: DefaultState) =>
    confirm({
      title: t('robot.defaults.deleteConfirm', { name: state.name }),
      onOk: async () => {
        await robotApi.removeDefault(state.id);
        toast.success(t('common.deleted'));
        await refresh();
      },
    });

  const columns: ColumnsType<DefaultState> = [
    { title: t('robot.defaults.columns.order'), key: 'order', render: (_: unknown, __, index) => (page - 1) * PAGE_SIZE + index + 1 },
    { title: t('robot.defaults.columns.name'), dataIndex: 'name', render: (name: string) => <strong>{name}</strong> },
    {
      title: t('robot.defaults.columns.action'),
      dataIndex: 'action',
      render: (action: DefaultState['action']) => t(`robot.defaults.actions.${action}`),
    },
    { title: t('robot.defaults.columns.target'), key: 'target', render: (_: unknown, state) => state.taskName ?? state.point ?? '—' },
    {
      title: t('robot.defaults.columns.enabled'),
      dataIndex: 'enabled',
      render: (enabled: boolean, state) => (
        <Switch checked={enabled} onChange={(on) => void toggle(state, on)} data-testid="default-toggle" />
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      className: 'ak-nowrap',
      render: (_: unknown, state) => (
        <span>
          <Button type="link" size="small" onClick={() => setEditing({ state })} data-testid="default-edit">
            {t('common.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(state)} data-testid="default-delete">
            {t('common.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="ak-page" data-testid="robot-defaults">
      <div className="ak-head">
        <div>
          <h1>{t('robot.defaults.title')}</h1>
          <p>{t('robot.defaults.intro')}</p>
        </div>
        {robotId && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ state: null })} data-testid="default-create">
            {t('robot.defaults.create')}
          </Button>
        )}
      </div>
      <RobotPicker chosen={chosen} />
      {robotId && (
        <PagedTable<DefaultState>
          columns={columns}
          rows={states.data?.items ?? []}
          total={states.data?.total ?? 0}
          loading={states.isPending}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          emptyText={t('robot.defaults.empty')}
          rowAttributes={(state) => ({ 'data-testid': 'default-row', 'data-name': state.name, 'data-enabled': String(state.enabled) })}
        />
      )}
      {robotId && (
        <DefaultStateEditor
          robotId={robotId}
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            toast.success(t('common.saved'));
            void refresh();
          }}
        />
      )}
    </div>
  );
}
