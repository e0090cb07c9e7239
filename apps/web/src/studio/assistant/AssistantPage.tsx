import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import './assistant.css';
import { ASSISTANT_NAMESPACE } from './i18n/register.ts';
import { ImageTab } from './ImageTab.tsx';
import { ASSISTANT_TABS, type AssistantTab } from '../../lib/routing/paths/assistant.ts';
import { SpeakTab } from './SpeakTab.tsx';
import { TranscribeTab } from './TranscribeTab.tsx';
import { WriteTab } from './WriteTab.tsx';

/** The AI assistant (issue 15 §4): one tab per tool; the tab is kept in the address (`?tab=`). */
export default function AssistantPage() {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const tab: AssistantTab = ASSISTANT_TABS.find((name) => name === params.get('tab')) ?? 'write';
  const setTab = (next: string) => setParams(next === 'write' ? {} : { tab: next }, { replace: true });
  return (
    <div className="page assistant-page" data-testid="assistant-page">
      <div className="page-head">
        <div>
          <h1>{t('title')}</h1>
          <p>{t('subtitle')}</p>
        </div>
      </div>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'write', label: <span data-testid="assistant-tab-write">{t('tabs.write')}</span>, children: <WriteTab /> },
          { key: 'image', label: <span data-testid="assistant-tab-image">{t('tabs.image')}</span>, children: <ImageTab /> },
          { key: 'speak', label: <span data-testid="assistant-tab-speak">{t('tabs.speak')}</span>, children: <SpeakTab /> },
          {
            key: 'transcribe',
            label: <span data-testid="assistant-tab-transcribe">{t('tabs.transcribe')}</span>,
            children: <TranscribeTab onWriteInstead={() => setTab('write')} />,
          },
        ]}
      />
    </div>
  );
}
