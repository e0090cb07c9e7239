import { formatFileSize } from '@orator/shared/format';
import type { UserInfo } from '@orator/shared';
import { Progress, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStorageUsage } from '../../lib/api/useStorageUsage.ts';

/** Storage used of total as a thin bar (header, product-rules#screens). */
export function StorageMeter({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { used, total } = useStorageUsage(user);
  const percent = total > 0 ? Math.min(100, (used / total) * 100) : 0;
  const usage = t('header.storageUsage', { used: formatFileSize(used), total: formatFileSize(total) });
  return (
    <Tooltip title={`${t('header.storage')}: ${usage}`}>
      <div className="storage-meter" data-testid="storage-meter">
        <span className="storage-label">{t('header.storage')}</span>
        <Progress
          percent={percent}
          size={[96, 6]}
          showInfo={false}
          status={percent >= 90 ? 'exception' : 'normal'}
          aria-label={`${t('header.storage')}: ${usage}`}
        />
        <span className="storage-value">{formatFileSize(used)}</span>
      </div>
    </Tooltip>
  );
}
