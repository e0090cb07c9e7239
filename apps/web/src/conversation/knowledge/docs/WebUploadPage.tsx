import { GlobalOutlined } from '@ant-design/icons';
import { KNOWLEDGE_BASE_MAX_DOCUMENTS, WebUploadBody } from '@orator/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/ui/notify.ts';
import { knowledgeApi } from '../../api/knowledgeApi.ts';
import { knowledgeDetailPath } from '../../../lib/routing/paths/conversation.ts';
import { useBase } from '../detail/baseContext.ts';

/** Add a web page to a base (spec §2 docWebUpload): the server fetches it; refusals show under the field. */
export default function WebUploadPage() {
  const { t } = useTranslation('aiask');
  const { base, refreshBase } = useBase();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const valid = WebUploadBody.safeParse({ libId: base.id, url }).success;
  const full = base.documentCount >= KNOWLEDGE_BASE_MAX_DOCUMENTS;

  const submit = async () => {
    setTouched(true);
    if (!valid || full) return;
    setBusy(true);
    setRefusal(null);
    try {
      await knowledgeApi.webUpload(base.id, url.trim());
      toast.success(t('web.added'));
      await Promise.all([
        refreshBase(),
        queryClient.invalidateQueries({ queryKey: ['aiask', 'knowledge'] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
      ]);
      void navigate(knowledgeDetailPath(base.id, 'knowledgeDoc'));
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ak-panel ak-narrow" data-testid="knowledge-web">
      <h3>{t('web.title')}</h3>
      <p className="ak-muted">{t('web.intro')}</p>
      {full && <Alert type="info" showIcon message={t('docs.full', { max: KNOWLEDGE_BASE_MAX_DOCUMENTS })} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          label={t('web.url')}
          validateStatus={(touched && !valid) || refusal ? 'error' : ''}
          help={refusal ?? (touched && !valid ? t('web.urlInvalid') : undefined)}
        >
          <Input
            prefix={<GlobalOutlined />}
            value={url}
            placeholder={t('web.urlPlaceholder')}
            maxLength={2048}
            onChange={(event) => {
              setUrl(event.target.value);
              setRefusal(null);
            }}
            onBlur={() => setTouched(true)}
            data-testid="web-url"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy} disabled={full} data-testid="web-submit">
          {t('web.submit')}
        </Button>
      </Form>
    </div>
  );
}
