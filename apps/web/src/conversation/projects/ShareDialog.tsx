import type { AvatarProject } from '@orator/shared';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShareLinkForm } from '../ui/ShareLinkForm.tsx';
import { projectsApi } from './projectsApi.ts';
import { useMissingText } from './useMissingText.ts';

/** Share link with a validity of 1..30 days (spec §2, §9); only a project ready for demo is shared (§5). */
export function ShareDialog({ project, onClose }: { project: AvatarProject; onClose: () => void }) {
  const { t } = useTranslation('aiask');
  const missingText = useMissingText();
  return (
    <Modal open title={t('projects.share.title', { name: project.name })} onCancel={onClose} footer={null} destroyOnHidden>
      {project.missing.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          message={t('projects.share.notReady', { list: missingText(project.missing) })}
          data-testid="share-not-ready"
        />
      ) : (
        <ShareLinkForm create={(validDays) => projectsApi.share({ projectId: project.id, validDays })} />
      )}
    </Modal>
  );
}
