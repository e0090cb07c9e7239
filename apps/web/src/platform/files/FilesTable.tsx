import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import type { StoredFile, UploadState } from '@orator/shared';
import { FILE_LIST_LIMIT } from '@orator/shared/constants';
import { formatFileSize } from '@orator/shared/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import type { Breakpoint } from 'antd/es/_util/responsiveObserver';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteObject, listFiles } from '../../lib/api/storage.ts';
import { errorText } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/ui/notify.ts';
import { FileThumb } from './FileThumb.tsx';
import { saveObject } from './useObjectUrl.ts';
import { useIsMobile } from '../../lib/ui/useIsMobile.ts';
import { useStepBackFromEmptyPage } from '../../lib/ui/useStepBackFromEmptyPage.ts';
import { USAGE_QUERY_KEY } from '../../lib/api/useStorageUsage.ts';

const STATE_COLORS: Record<UploadState, string> = {
  uploading: 'processing',
  uploaded: 'success',
  uploadFailed: 'error',
  transcodeFailed: 'warning',
};
/** While the server still processes a file, look again this often. */
const PROCESSING_POLL_MS = 3000;
/** Columns a phone leaves out (antd's md starts at 768 px, the app's phone breakpoint): preview, name and actions stay. */
const WIDE: Breakpoint[] = ['md'];

export function FilesTable() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const mobile = useIsMobile();
  const files = useQuery({
    queryKey: ['files', page],
    queryFn: () => listFiles(page, FILE_LIST_LIMIT),
    refetchInterval: (query) => (query.state.data?.items.some((f) => f.state === 'uploading') ? PROCESSING_POLL_MS : false),
  });
  useStepBackFromEmptyPage(files.data?.items.length, page, setPage);

  function confirmDelete(file: StoredFile) {
    modal.confirm({
      title: t('assets.deleteTitle', { name: file.name }),
      content: t('assets.deleteBody'),
      okText: t('common.delete'),
      okButtonProps: { danger: true, 'data-testid': 'delete-confirm' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await deleteObject(file.key);
          toast.success(t('assets.deleted'));
        } catch (error) {
          toast.error(`${errorText('deleteFailed')}: ${error instanceof Error ? error.message : ''}`);
        }
        await queryClient.invalidateQueries({ queryKey: ['files'] });
        void queryClient.invalidateQueries({ queryKey: USAGE_QUERY_KEY });
        void queryClient.invalidateQueries({ queryKey: ['user'] });
      },
    });
  }

  const columns: TableColumnsType<StoredFile> = [
    { key: 'thumb', width: 68, render: (_, file) => <FileThumb file={file} /> },
    {
      title: t('assets.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string) => (
        <span className="file-name" data-testid="file-name">
          {name}
        </span>
      ),
    },
    {
      title: t('assets.kind'),
      dataIndex: 'kind',
      width: 96,
      responsive: WIDE,
      render: (kind: StoredFile['kind']) => t(`assets.kinds.${kind}`),
    },
    {
      title: t('assets.size'),
      dataIndex: 'size',
      width: 110,
      responsive: WIDE,
      align: 'right',
      render: (size: number) => <span className="numeric">{formatFileSize(size)}</span>,
    },
    {
      title: t('assets.state'),
      dataIndex: 'state',
      width: 130,
      responsive: WIDE,
      render: (state: UploadState, file) => {
        const tag = <Tag color={STATE_COLORS[state]}>{t(`assets.states.${state}`)}</Tag>;
        return file.failureReason ? <Tooltip title={file.failureReason}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: t('assets.details'),
      key: 'details',
      width: 140,
      responsive: WIDE,
      render: (_, file) => (
        <span className="muted">
          {[
            file.width && file.height ? t('assets.dimensions', { width: file.width, height: file.height }) : null,
            file.durationMs ? t('assets.duration', { seconds: (file.durationMs / 1000).toFixed(1) }) : null,
          ]
            .filter(Boolean)
            .join(' · ') || '—'}
        </span>
      ),
    },
    {
      title: t('assets.modified'),
      dataIndex: 'lastModified',
      width: 160,
      responsive: WIDE,
      render: (date: string) => <span className="muted">{dayjs(date).format('YYYY-MM-DD HH:mm')}</span>,
    },
    {
      title: t('assets.actions'),
      key: 'actions',
      width: 110,
      render: (_, file) => (
        <Space size={4}>
          <Tooltip title={t('assets.download')}>
            <Button
              type="text"
              icon={<DownloadOutlined />}
              disabled={file.state !== 'uploaded'}
              onClick={() => void saveObject(file.key, file.name).catch(() => toast.error(errorText('operationFailed')))}
              aria-label={t('assets.download')}
              data-testid="file-download"
            />
          </Tooltip>
          <Tooltip title={t('common.delete')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmDelete(file)}
              aria-label={t('common.delete')}
              data-testid="file-delete"
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <Table<StoredFile>
      rowKey="key"
      columns={columns}
      dataSource={files.data?.items ?? []}
      loading={files.isPending}
      locale={{ emptyText: t('assets.empty') }}
      // A phone shows the narrow set of columns at its own width (no sideways scroll).
      scroll={mobile ? undefined : { x: 900 }}
      data-testid="files-table"
      pagination={{
        current: page,
        pageSize: FILE_LIST_LIMIT,
        total: files.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => t('assets.total', { count: total }),
        onChange: setPage,
      }}
    />
  );
}
