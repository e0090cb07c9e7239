import { SHARE_VALIDITY_MAX_DAYS } from '@orator/shared';
import { Button, Form, Input, InputNumber, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../projects/i18n/register.ts';
import { toast } from '../../lib/ui/notify.ts';

/**
 * A share link with a validity of 1..30 days (spec §9): choose the days, create, copy. Projects
 * and roles share this way; `create` makes the link on the server (refusals shown by the HTTP client).
 */
export function ShareLinkForm({ create }: { create: (validDays: number) => Promise<{ path: string; expiresAt: string }> }) {
  const { t } = useTranslation('aiask');
  const [days, setDays] = useState<number | null>(7);
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<{ path: string; expiresAt: string } | null>(null);
  const url = link ? `${window.location.origin}${link.path}` : '';
  const valid = days !== null && Number.isInteger(days) && days >= 1 && days <= SHARE_VALIDITY_MAX_DAYS;

  const make = async () => {
    if (!valid) return;
    setBusy(true);
    try {
      setLink(await create(days));
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
    <Form layout="vertical">
      <Form.Item
        label={t('projects.share.validity')}
        help={t('projects.share.validityHint', { max: SHARE_VALIDITY_MAX_DAYS })}
        validateStatus={valid ? undefined : 'error'}
      >
        <Space.Compact>
          <InputNumber precision={0} value={days} onChange={setDays} data-testid="share-days" />
          <Button type="primary" loading={busy} disabled={!valid} onClick={() => void make()} data-testid="share-create">
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
  );
}
