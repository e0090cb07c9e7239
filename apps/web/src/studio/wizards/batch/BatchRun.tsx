import { DownloadOutlined, EditOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import type { BatchDetail, BatchItem, BatchItemState, BatchState } from '@orator/shared/wizards';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Popconfirm, Progress, Skeleton, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaUrl } from '../../workspace/model/mediaUrl.ts';
import { editorPathFor } from '../../workspace/model/projectActions.ts';
import { batchApi } from './batchApi.ts';

export const ITEM_COLORS: Record<BatchItemState, string> = {
  waiting: 'default',
  synthesizing: 'processing',
  succeeded: 'success',
  failed: 'error',
  cancelled: 'warning',
};
export const BATCH_COLORS: Record<BatchState, string> = {
  running: 'processing',
  succeeded: 'success',
  partlyFailed: 'warning',
  failed: 'error',
  cancelled: 'default',
};

function Thumb({ url }: { url: string | null }) {
  const src = useMediaUrl(url);
  return src ? <img className="batch-thumb" src={src} alt="" /> : <span className="batch-thumb empty" />;
}

/** A batch's page: overall progress, each child's state, retry failed, cancel, download all. */
export function BatchRun({ id }: { id: string }) {
  const { t } = useTranslation('wizards-batch');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'retry' | 'cancel' | 'download' | null>(null);
  const batch = useQuery({
    queryKey: ['batch', 'detail', id],
    queryFn: () => batchApi.detail(id),
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 1500 : false),
    retry: false,
  });
  const templateIds = batch.data?.templateIds ?? [];
  const templates = useQueries({
    queries: templateIds.map((templateId) => ({
      queryKey: ['batch', 'template', templateId],
      queryFn: () => batchApi.template(templateId),
      staleTime: Infinity,
    })),
  });
  const templateName = (templateId: string) => templates.find((q) => q.data?.id === templateId)?.data?.name ?? templateId;

  if (batch.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!batch.data) return <Alert type="error" showIcon title={t('run.notFound')} data-testid="batch-not-found" />;
  const data = batch.data;

  const act = async (kind: 'retry' | 'cancel' | 'download', work: () => Promise<BatchDetail | void>) => {
    setBusy(kind);
    try {
      const answer = await work();
      if (answer) queryClient.setQueryData(['batch', 'detail', id], answer);
      await queryClient.invalidateQueries({ queryKey: ['batch', 'list'] });
    } catch {
      // The client has shown the message.
    } finally {
      setBusy(null);
    }
  };

  const columns: ColumnsType<BatchItem> = [
    { title: t('run.columns.position'), key: 'position', width: 52, render: (_: unknown, item: BatchItem) => item.position + 1 },
    {
      title: t('run.columns.label'),
      key: 'label',
      render: (_: unknown, item: BatchItem) => (
        <div className="batch-item-label">
          <Thumb url={item.coverUrl} />
          <span>{item.label}</span>
        </div>
      ),
    },
    ...(templateIds.length > 1
      ? [{ title: t('run.columns.template'), key: 'template', render: (_: unknown, item: BatchItem) => templateName(item.templateId) }]
      : []),
    {
      title: t('run.columns.state'),
      key: 'state',
      width: 220,
      render: (_: unknown, item: BatchItem) => (
        <div>
          <Tag color={ITEM_COLORS[item.state]} data-testid={`batch-item-state-${item.position}`} data-state={item.state}>
            {t(`run.states.${item.state}`)}
          </Tag>
          {item.error && (
            <div className="batch-cell-error" data-testid={`batch-item-error-${item.position}`}>
              {item.error}
            </div>
          )}
        </div>
      ),
    },
    {
      title: t('run.columns.progress'),
      key: 'progress',
      width: 180,
      render: (_: unknown, item: BatchItem) => (
        <Progress
          percent={item.progress}
          size="small"
          status={item.state === 'failed' ? 'exception' : item.state === 'synthesizing' ? 'active' : undefined}
        />
      ),
    },
    {
      title: t('run.columns.actions'),
      key: 'actions',
      width: 160,
      render: (_: unknown, item: BatchItem) =>
        item.projectId ? (
          <Link to={editorPathFor({ id: item.projectId, projectType: 'BatchLamination' })} data-testid={`batch-item-edit-${item.position}`}>
            <EditOutlined /> {t('run.edit')}
          </Link>
        ) : null,
    },
  ];

  return (
    <div className="batch-run" data-testid="batch-run" data-state={data.state}>
      <div className="batch-run-head">
        <div>
          <h2 data-testid="batch-run-name">{data.name}</h2>
          <Tag color={BATCH_COLORS[data.state]} data-testid="batch-run-state">
            {t(`run.batchStates.${data.state}`)}
          </Tag>
          <span className="batch-facts" data-testid="batch-run-counts">
            {t('run.counts', { succeeded: data.succeeded, failed: data.failed, running: data.running, total: data.total })}
          </span>
        </div>
        <div className="batch-run-actions">
          {data.failed > 0 && data.state !== 'running' && (
            <Button
              icon={<ReloadOutlined />}
              loading={busy === 'retry'}
              onClick={() => void act('retry', () => batchApi.retry(id))}
              data-testid="batch-retry"
            >
              {t('run.retry')}
            </Button>
          )}
          {data.state === 'running' && (
            <Popconfirm
              title={t('run.cancelConfirm')}
              okText={t('run.cancelOk')}
              okButtonProps={{ danger: true }}
              onConfirm={() => act('cancel', () => batchApi.cancel(id))}
            >
              <Button icon={<StopOutlined />} danger loading={busy === 'cancel'} data-testid="batch-cancel">
                {t('run.cancel')}
              </Button>
            </Popconfirm>
          )}
          {data.succeeded > 0 && (
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              loading={busy === 'download'}
              onClick={() => void act('download', () => batchApi.downloadAll(id))}
              data-testid="batch-download"
            >
              {busy === 'download' ? t('run.downloading') : t('run.download')}
            </Button>
          )}
        </div>
      </div>
      <div className="batch-progress">
        <span>{t('run.progress')}</span>
        <Progress
          percent={data.progress}
          status={data.state === 'running' ? 'active' : data.state === 'failed' ? 'exception' : undefined}
          data-testid="batch-run-progress"
        />
      </div>
      <Table<BatchItem>
        rowKey="position"
        size="small"
        columns={columns}
        dataSource={data.items}
        pagination={data.items.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        data-testid="batch-items"
      />
    </div>
  );
}
