import { BulbOutlined, ReloadOutlined } from '@ant-design/icons';
import { dubbingOf, setDubbingText, type TitleElement } from '@orator/shared';
import { Alert, Button, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SCRIPT_SCENARIOS, SCRIPT_TONES, type ScriptScenario, type ScriptTone } from '../assistant/phrasebook.ts';
import { generateScript, type AssistantMode } from '../assistant/scriptAssistant.ts';
import { newId, useEditorStore } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { PanelSection } from './PanelKit.tsx';

/**
 * Writes or rewrites the page's script from a tone and a scenario. The server offers no
 * language-model endpoint yet, so this runs the offline template writer in the browser.
 */
export function AssistantPanel() {
  const { t } = useTranslation('studio');
  const { page, apply } = usePageEditing();
  const projectName = useEditorStore((s) => s.meta?.projectName ?? '');
  const [mode, setMode] = useState<AssistantMode>('write');
  const [tone, setTone] = useState<ScriptTone>('professional');
  const [scenario, setScenario] = useState<ScriptScenario>('speech');
  const [variant, setVariant] = useState(0);
  const [draft, setDraft] = useState<string | null>(null);
  if (!page) return null;

  const existingText = dubbingOf(page)?.text ?? '';
  // Without a title on the page, the project's name is the best hint of the subject.
  const title = page.elements.find((e): e is TitleElement => e.type === 'title')?.text ?? projectName;
  const generate = (next: number) => {
    setVariant(next);
    setDraft(generateScript({ mode, tone, scenario, existingText, title, variant: next }));
  };

  return (
    <div className="panel-body">
      <PanelSection title={t('assistant.settings')}>
        <Segmented
          block
          value={mode}
          onChange={(value) => setMode(value as AssistantMode)}
          options={[
            { value: 'write', label: t('assistant.write') },
            { value: 'rewrite', label: t('assistant.rewrite'), disabled: !existingText.trim() },
          ]}
        />
        <label className="panel-field">
          <span>{t('assistant.tone')}</span>
          <Select
            value={tone}
            onChange={setTone}
            options={SCRIPT_TONES.map((value) => ({ value, label: t(`assistant.tones.${value}`) }))}
            data-testid="assistant-tone"
          />
        </label>
        <label className="panel-field">
          <span>{t('assistant.scenario')}</span>
          <Select
            value={scenario}
            onChange={setScenario}
            options={SCRIPT_SCENARIOS.map((value) => ({ value, label: t(`assistant.scenarios.${value}`) }))}
          />
        </label>
        <Button type="primary" block icon={<BulbOutlined />} onClick={() => generate(variant)} data-testid="assistant-generate">
          {t('assistant.generate')}
        </Button>
        <p className="panel-hint">{t('assistant.offline')}</p>
      </PanelSection>
      {draft !== null && (
        <PanelSection
          title={t('assistant.result')}
          extra={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => generate(variant + 1)}>
              {t('assistant.again')}
            </Button>
          }
        >
          <Alert type="info" title={draft} className="assistant-draft" data-testid="assistant-draft" />
          <Button
            block
            type="primary"
            onClick={() => {
              apply((s) => setDubbingText(s, page.uuid, draft, newId()));
              setDraft(null);
            }}
            data-testid="assistant-use"
          >
            {t('assistant.use')}
          </Button>
        </PanelSection>
      )}
    </div>
  );
}
