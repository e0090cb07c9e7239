import { SHARE_VALIDITY_MAX_DAYS, type AvatarProject, type ShareLink } from '@orator/shared';
import { Alert, Button, Form, Input, InputNumber, Modal, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/notify.ts';
import { projectsApi } from './projectsApi.ts';
import { useMissingText } from './useMissingText.ts';

/** Share link with a validity of 1..30 days (spec §2, §9); only a project ready for demo is shared (§5). */
export function ShareDialog({ project, onClose }: { project: AvatarProject; onClose: () => void }) {
  const { t } = useTranslation('aiask');
  const missingText = useMissingText();
  const [days, setDays] = useState<number | null>(7);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<ShareLink | null>(null);
  const url = link ? `${window.location.origin}${link.path}` : '';
  const valid = days !== null && Number.isInteger(days) && days >= 1 && days <= SHARE_VALIDITY_MAX_DAYS;

  const create = async () => {
    if (!valid) return;
    setBusy(true);
    try {
      setLink(await projectsApi.share({ projectId: project.id, validDays: days }));
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('projects.share.copied'));
    } catch {
      // No clipboard permission: the link stays selectable in the box.
    }
  };

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
        <Form layout="vertical">
          <Form.Item
            label={t('projects.share.validity')}
            help={t('projects.share.validityHint', { max: SHARE_VALIDITY_MAX_DAYS })}
            validateStatus={valid ? undefined : 'error'}
          >
            <Space.Compact>
              <InputNumber precision={0} value={days} onChange={setDays} data-testid="share-days" />
              <Button type="primary" loading={busy} disabled={!valid} onClick={() => void create()} data-testid="share-create">
                {t('projects.share.create')}
              </Button>
            </Space.Compact>
          </Form.Item>
          {link && (
            <Form.Item
              label={t('projects.share.link')}
              help={t('projects.share.expires', { time: dayjs(link.expiresAt).format('YYYY-MM-DD HH:mm') })}
            >
              <Space.Compact style={{ width: '100%' }}>
                <Input readOnly value={url} data-testid="share-link" onFocus={(event) => event.target.select()} />
                <Button onClick={() => void copy()} data-testid="share-copy">
                  {t('projects.share.copyLink')}
                </Button>
              </Space.Compact>
            </Form.Item>
          )}
        </Form>
      )}
    </Modal>
  );
}
