import type { RobotEventGroup, RobotEventRecord } from '@orator/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../ui/ListPage.tsx';
import { robotApi } from '../robotApi.ts';

const PAGE_SIZE = 15;

/** One robot's events of a group, newest first (refreshed while the page is open: the robot keeps reporting). */
export function EventsTable({ robotId, group }: { robotId: string; group: RobotEventGroup }) {
  const { t } = useTranslation('aiask');
  const [page, setPage] = useState(1);
  const query = { robotId, group, page, size: PAGE_SIZE };
  const events = useQuery({
    queryKey: ['robot', 'events', query],
    queryFn: () => robotApi.events(query),
    placeholderData: keepPreviousData,
    refetchInterval: 4000,
  });
  const columns: ColumnsType<RobotEventRecord> = [
    {
      title: t('robot.events.columns.time'),
      dataIndex: 'createdAt',
      className: 'ak-nowrap',
      render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      title: t('robot.events.columns.kind'),
      dataIndex: 'kind',
      render: (kind: string) => t(`robot.events.kinds.${kind}`, { defaultValue: kind }),
    },
    ...(group === 'navigation'
      ? [{ title: t('robot.events.columns.task'), dataIndex: 'taskName', render: (name: string | null) => name ?? '—' }]
      : []),
    { title: t('robot.events.columns.detail'), dataIndex: 'detail', render: (detail: string) => detail || '—' },
    { title: t('robot.events.columns.battery'), dataIndex: 'battery', render: (battery: number) => `${battery}%` },
  ];
  return (
    <PagedTable<RobotEventRecord>
      columns={columns}
      rows={events.data?.items ?? []}
      total={events.data?.total ?? 0}
      loading={events.isPending}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
      emptyText={t('robot.events.empty')}
      rowAttributes={(event) => ({ 'data-testid': 'robot-event', 'data-kind': event.kind })}
    />
  );
}
