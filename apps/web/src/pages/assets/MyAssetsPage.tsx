import { formatFileSize } from '@orator/shared/format/fileSize';
import { useQuery } from '@tanstack/react-query';
import { Card, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { fetchUsage } from '../../api/storage.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { FilesTable } from './FilesTable.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import './assets.css';

/** "My files": upload (up to 10 at once), list 20 a page, preview images, delete. */
export default function MyAssetsPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const usage = useQuery({ queryKey: ['usage'], queryFn: fetchUsage });
  if (!user) return null;
  const used = usage.data?.used ?? user.storageUsed;
  const total = usage.data?.total ?? user.storageTotal;
  const percent = total > 0 ? Math.min(100, (used / total) * 100) : 0;

  return (
    <div className="page" data-testid="my-assets">
      <div className="page-head">
        <div>
          <h1>{t('titles.myAssets')}</h1>
          <p>{t('assets.intro')}</p>
        </div>
        <Card size="small" className="usage-card">
          <div className="usage-row">
            <span>{t('header.storage')}</span>
            <strong className="numeric">{t('header.storageUsage', { used: formatFileSize(used), total: formatFileSize(total) })}</strong>
          </div>
          <Progress percent={percent} showInfo={false} size="small" status={percent >= 90 ? 'exception' : 'normal'} />
        </Card>
      </div>
      <UploadPanel userId={user.userId} />
      <Card className="files-card" styles={{ body: { padding: 0 } }}>
        <FilesTable />
      </Card>
    </div>
  );
}
