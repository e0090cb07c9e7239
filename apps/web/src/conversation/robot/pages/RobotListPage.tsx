import type { Robot, RobotCreated } from '@orator/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Progress, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/ui/notify.ts';
import { ListPageHead, PagedTable } from '../../ui/ListPage.tsx';
import { useConfirmDelete } from '../../ui/useConfirmDelete.ts';
import { simulatorPath } from '../paths.ts';
import { robotApi } from '../robotApi.ts';
import { RegisterDialog, StartTaskDialog, TokenDialog } from './RobotDialogs.tsx';
import { ModeTag } from './ModeTag.tsx';

const PAGE_SIZE = 10;

/** /aiask/robot/list: register (token shown once), start / pause / resume / stop, new token, simulator, delete. */
export default function RobotListPage() {
  const { t } = useTranslation('aiask');
  const confirm = useConfirmDelete();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [registering, setRegistering] = useState(false);
  const [created, setCreated] = useState<RobotCreated | null>(null);
  const [starting, setStarting] = useState<Robot | null>(null);
  const query = { keyword: keyword || undefined, page, size: PAGE_SIZE };
  const robots = useQuery({
    queryKey: ['robot', 'robots', query],
    queryFn: () => robotApi.page(query),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['robot', 'robots'] });

  const control = async (robot: Robot, action: 'pause' | 'resume' | 'stop') => {
    try {
      await robotApi.control({ id: robot.id, action });
      toast.success(t(`robot.list.${action === 'stop' ? 'stopped' : action === 'pause' ? 'paused' : 'resumed'}`));
      await refresh();
    } catch {
      // shown by the HTTP client
    }
  };
  const regenerate = (robot: Robot) =>
    confirm({
      title: t('robot.token.regenerateConfirm', { name: robot.name }),
      content: t('robot.token.regenerateHint'),
      onOk: async () => setCreated(await robotApi.regenerateToken(robot.id)),
    });
  const remove = (robot: Robot) =>
    confirm({
      title: t('robot.list.deleteConfirm', { name: robot.name }),
      content: t('robot.list.deleteHint'),
      onOk: async () => {
        await robotApi.remove(robot.id);
        toast.success(t('common.deleted'));
        await refresh();
      },
    });

  const columns: ColumnsType<Robot> = [
    { title: t('robot.list.columns.id'), dataIndex: 'id', render: (id: string) => <code>{id}</code> },
    { title: t('robot.list.columns.name'), dataIndex: 'name' },
    { title: t('robot.list.columns.mode'), dataIndex: 'mode', render: (_: unknown, robot) => <ModeTag mode={robot.mode} /> },
    {
      title: t('robot.list.columns.battery'),
      dataIndex: 'battery',
      render: (battery: number) => <Progress percent={battery} size="small" style={{ width: 110 }} />,
    },
    {
      title: t('robot.list.columns.position'),
      dataIndex: 'position',
      render: (position: string | null, robot) => (
        <span>
          {position ?? '—'}
          {robot.target && robot.target !== position && <div className="ak-muted">{t('robot.list.heading', { point: robot.target })}</div>}
        </span>
      ),
    },
    { title: t('robot.list.columns.task'), dataIndex: 'taskName', render: (name: string | null) => (name ? <Tag>{name}</Tag> : '—') },
    {
      title: t('robot.list.columns.lastReport'),
      dataIndex: 'lastReportAt',
      className: 'ak-nowrap',
      render: (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : t('robot.list.never')),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      className: 'ak-nowrap',
      render: (_: unknown, robot) => (
        <span>
          {robot.mode !== 'toCharge' && robot.mode !== 'charging' && (
            <Button type="link" size="small" onClick={() => setStarting(robot)} data-testid="robot-start">
              {t('robot.list.actions.start')}
            </Button>
          )}
          {robot.mode === 'running' && (
            <Button type="link" size="small" onClick={() => void control(robot, 'pause')} data-testid="robot-pause">
              {t('robot.list.actions.pause')}
            </Button>
          )}
          {robot.mode === 'paused' && (
            <Button type="link" size="small" onClick={() => void control(robot, 'resume')} data-testid="robot-resume">
              {t('robot.list.actions.resume')}
            </Button>
          )}
          {(robot.mode === 'running' || robot.mode === 'paused') && (
            <Button type="link" size="small" onClick={() => void control(robot, 'stop')} data-testid="robot-stop">
              {t('robot.list.actions.stop')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => void navigate(simulatorPath(robot.id))} data-testid="robot-simulator">
            {t('robot.list.actions.simulator')}
          </Button>
          <Button type="link" size="small" onClick={() => regenerate(robot)} data-testid="robot-token-new">
            {t('robot.list.actions.token')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(robot)} data-testid="robot-delete">
            {t('robot.list.actions.delete')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="ak-page" data-testid="robot-list">
      <ListPageHead
        title={t('robot.list.title')}
        intro={t('robot.list.intro')}
        createLabel={t('robot.list.register')}
        onCreate={() => setRegistering(true)}
        createTestId="robot-register"
        searchPlaceholder={t('robot.list.search')}
        searchTestId="robot-search"
        onSearch={(text) => {
          setKeyword(text);
          setPage(1);
        }}
      />
      <PagedTable<Robot>
        columns={columns}
        rows={robots.data?.items ?? []}
        total={robots.data?.total ?? 0}
        loading={robots.isPending}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        emptyText={keyword ? t('robot.list.emptySearch') : t('robot.list.empty')}
        rowAttributes={(robot) => ({ 'data-testid': 'robot-row', 'data-id': robot.id, 'data-mode': robot.mode })}
      />
      <RegisterDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onCreated={(robot) => {
          setRegistering(false);
          setCreated(robot);
          void refresh();
        }}
      />
      <TokenDialog created={created} onClose={() => setCreated(null)} />
      <StartTaskDialog
        robot={starting}
        onClose={() => setStarting(null)}
        onStarted={() => {
          setStarting(null);
          toast.success(t('robot.start.started'));
          void refresh();
        }}
      />
    </div>
  );
}
