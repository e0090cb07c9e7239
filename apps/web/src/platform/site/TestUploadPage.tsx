import { formatFileSize } from '@orator/shared';
import { UPLOAD_SLICE_BYTES } from '@orator/shared/constants';
import { Alert, Button, Progress, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteObject, uploadFile } from '../../lib/api/storage.ts';
import { useAuthStore } from '../auth/authStore.ts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { storageKeyFor } from '../files/uploadRules.ts';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { SiteFrame } from './SiteFrame.tsx';
import { TEST_FILE_SIZES, randomFile, slicesFor, speedText } from './uploadTest.ts';

interface Row {
  size: number;
  percent: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  ms: number | null;
  error: string | null;
}

const freshRows = (): Row[] => TEST_FILE_SIZES.map((size) => ({ size, percent: 0, state: 'waiting', ms: null, error: null }));

/**
 * /testupload (spec §2): uploads random files through the app's own upload path (uploadFile: the
 * hash shortcut, one PUT or 4 MiB slices) into the user's storage, times each, then deletes them.
 */
export default function TestUploadPage() {
  const { t } = useTranslation(SITE_NAMESPACE);
  const { user } = useCurrentUser();
  const openDialog = useAuthStore((s) => s.openDialog);
  const [rows, setRows] = useState<Row[]>(freshRows);
  const [running, setRunning] = useState(false);
  const change = (index: number, patch: Partial<Row>) => setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  const run = async (userId: string) => {
    setRunning(true);
    setRows(freshRows());
    const runId = Date.now().toString(36);
    for (const [index, size] of TEST_FILE_SIZES.entries()) {
      const key = storageKeyFor(userId, `testupload/${runId}-${size}.bin`);
      change(index, { state: 'uploading' });
      const started = performance.now();
      try {
        await uploadFile(randomFile(size, `${size}.bin`), key, { onProgress: (percent) => change(index, { percent }) });
        const ms = performance.now() - started;
        await deleteObject(key);
        change(index, { state: 'done', percent: 100, ms });
      } catch (error) {
        change(index, { state: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    }
    setRunning(false);
  };

  const finished = rows.filter((row) => row.state === 'done' && row.ms !== null);
  const totalBytes = finished.reduce((sum, row) => sum + row.size, 0);
  const totalMs = finished.reduce((sum, row) => sum + (row.ms ?? 0), 0);

  return (
    <SiteFrame title={t('upload.title')} intro={t('upload.intro')} testId="testupload-page">
      {!user ? (
        <Alert
          type="info"
          showIcon
          title={t('upload.loginFirst')}
          action={
            <Button type="primary" onClick={() => openDialog('login')}>
              {t('upload.login')}
            </Button>
          }
        />
      ) : (
        <div className="upload-test-actions">
          <Button type="primary" loading={running} onClick={() => void run(user.userId)} data-testid="testupload-run">
            {running ? t('upload.running') : finished.length > 0 ? t('upload.again') : t('upload.run')}
          </Button>
          <span>{t('upload.sliceSize', { bytes: UPLOAD_SLICE_BYTES })}</span>
          {!running && finished.length > 0 && (
            <strong data-testid="testupload-summary">
              {t('upload.summary', { speed: speedText(totalBytes, totalMs), size: formatFileSize(totalBytes) })}
            </strong>
          )}
        </div>
      )}
      <Table<Row>
        className="upload-test-table"
        rowKey="size"
        pagination={false}
        dataSource={rows}
        scroll={{ x: 640 }}
        onRow={(row) => ({ 'data-testid': `testupload-row-${row.state}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('upload.size'), render: (_, row) => formatFileSize(row.size) },
          {
            title: t('upload.slices'),
            render: (_, row) => (slicesFor(row.size) === 0 ? t('upload.single') : t('upload.sliceCount', { count: slicesFor(row.size) })),
          },
          {
            title: t('upload.progress'),
            width: 180,
            render: (_, row) => (
              <Progress percent={Math.round(row.percent)} size="small" status={row.state === 'failed' ? 'exception' : undefined} />
            ),
          },
          { title: t('upload.time'), render: (_, row) => (row.ms === null ? '—' : `${(row.ms / 1000).toFixed(2)} s`) },
          { title: t('upload.speed'), render: (_, row) => (row.ms === null ? '—' : speedText(row.size, row.ms)) },
          {
            title: t('upload.status'),
            render: (_, row) => {
              if (row.state === 'done') return <Tag color="green">{t('upload.done')}</Tag>;
              if (row.state === 'failed') return <Tag color="red">{t('upload.failed', { message: row.error ?? '' })}</Tag>;
              if (row.state === 'uploading') return <Tag color="blue">{t('upload.uploading')}</Tag>;
              return <Tag>{t('upload.waiting')}</Tag>;
            },
          },
        ]}
      />
    </SiteFrame>
  );
}
