import type { BatchSummary } from '@orator/shared/wizards';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Progress, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WIZARD_ROUTES } from '../../../lib/routing/paths/wizards.ts';
import { batchApi } from './batchApi.ts';
import { BATCH_COLORS } from './BatchRun.tsx';

const SIZE = 10;

/** The user's batches, newest first, paginated. */
export function BatchList() {
  const { t } = useTranslation('wizards-batch');
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['batch', 'list', page],
    queryFn: () => batchApi.list(page, SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.items.some((b) => b.state === 'running') ? 3000 : false),
  });
  const link = (batch: BatchSummary) => `${WIZARD_ROUTES.batch}?batch=${encodeURIComponent(batch.id)}`;
  return (
    <Table<BatchSummary>
      rowKey="id"
      size="middle"
      loading={list.isPending}
      dataSource={list.data?.items ?? []}
      locale={{ emptyText: <Empty description={t('list.empty')} /> }}
      pagination={{
        current: page,
        pageSize: SIZE,
        total: list.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
      data-testid="batch-list"
      columns={[
        {
          title: t('list.columns.name'),
          key: 'name',
          render: (_: unknown, batch: BatchSummary) => (
            <Link to={link(batch)} data-testid="batch-list-open">
              {batch.name}
            </Link>
          ),
        },
        {
          title: t('list.columns.state'),
          key: 'state',
          width: 140,
          render: (_: unknown, batch: BatchSummary) => <Tag color={BATCH_COLORS[batch.state]}>{t(`run.batchStates.${batch.state}`)}</Tag>,
        },
        {
          title: t('list.columns.videos'),
          key: 'videos',
          width: 120,
          render: (_: unknown, batch: BatchSummary) => `${batch.succeeded} / ${batch.total}`,
        },
        {
          title: t('list.columns.progress'),
          key: 'progress',
          width: 200,
          render: (_: unknown, batch: BatchSummary) => <Progress percent={batch.progress} size="small" />,
        },
        {
          title: t('list.columns.created'),
          key: 'created',
          width: 180,
          render: (_: unknown, batch: BatchSummary) => dayjs(batch.createdAt).format('YYYY-MM-DD HH:mm'),
        },
      ]}
    />
  );
}
