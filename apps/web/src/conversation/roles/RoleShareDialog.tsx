import type { RoleSummary } from '@orator/shared';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { rolesApi } from '../api/rolesApi.ts';
import { ShareLinkForm } from '../ui/ShareLinkForm.tsx';

/** A role share link (spec §2 /aiask/roleShare): others see the role's words and can copy them. */
export function RoleShareDialog({ role, onClose }: { role: RoleSummary | null; onClose: () => void }) {
  const { t } = useTranslation('aiask');
  if (!role) return null;
  return (
    <Modal open title={t('roles.share.title', { name: role.name })} onCancel={onClose} footer={null} destroyOnHidden>
      <Alert type="info" showIcon message={t('roles.share.what')} className="ak-share-note" />
      <ShareLinkForm create={(validDays) => rolesApi.share(role.id, validDays)} />
    </Modal>
  );
}
