import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiExplorer } from './ApiExplorer.tsx';
import { OPEN_API_NAMESPACE } from './i18n/register.ts';
import { KeysPanel } from './KeysPanel.tsx';
import { WebhooksPanel } from './WebhooksPanel.tsx';
import './open-api.css';

/** Spec §2 `/openApi` (issue 15 §1): API keys, webhooks and the API reference with a try-it console. */
export default function OpenApiPage() {
  const { t } = useTranslation(OPEN_API_NAMESPACE);
  return (
    <div className="open-api-page" data-testid="open-api-page">
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <Tabs
        items={[
          { key: 'keys', label: t('tabs.keys'), children: <KeysPanel /> },
          { key: 'webhooks', label: t('tabs.webhooks'), children: <WebhooksPanel /> },
          { key: 'reference', label: t('tabs.reference'), children: <ApiExplorer /> },
        ]}
      />
    </div>
  );
}
