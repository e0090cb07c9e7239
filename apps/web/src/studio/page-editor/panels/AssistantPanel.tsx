import { BulbOutlined, ReloadOutlined } from '@ant-design/icons';
import { dubbingOf, setDubbingText, type TitleElement } from '@orator/shared';
import { ASSISTANT_PROMPT_MAX_CHARS, ASSISTANT_TOPIC_MAX_CHARS } from '@orator/shared/assistant';
import { SCRIPT_SCENARIOS, SCRIPT_TONES, type ScriptScenario, type ScriptTone } from '@orator/shared/wizards';
import { Alert, Button, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSISTANT_NAMESPACE } from '../../assistant/i18n/register.ts';
import { useAssistantWriter } from '../../assistant/useAssistantWriter.ts';
import { AllowanceLine, WriterStatus } from '../../assistant/WriterStatus.tsx';
import { newId, useEditorStore } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { PanelSection } from './PanelKit.tsx';
import { useWritingLabels } from '../../../lib/i18n/writing/register.ts';

type Mode = 'write' | 'rewrite';
const clip = (text: string, max: number) => [...text].slice(0, max).join('');

/**
 * Writes or rewrites the page's script from a tone and a scenario through the server's assistant
 * (the language model when configured, offline templates otherwise; the panel says which).
 */
export function AssistantPanel() {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const w = useWritingLabels();
  const { page, apply } = usePageEditing();
  const projectName = useEditorStore((s) => s.meta?.projectName ?? '');
  const [mode, setMode] = useState<Mode>('write');
  const [tone, setTone] = useState<ScriptTone>('professional');
  const [scenario, setScenario] = useState<ScriptScenario>('speech');
  const [variant, setVariant] = useState(0);
  const writer = useAssistantWriter();
  if (!page) return null;

  const existingText = dubbingOf(page)?.text ?? '';
  // Without a title on the page, the project's name is the best hint of the subject.
  const title = page.elements.find((e): e is TitleElement => e.type === 'title')?.text ?? projectName;
  const generate = (next: number) => {
    setVariant(next);
    void writer.generate({
      kind: 'script',
      mode,
      topic: clip(title.trim(), ASSISTANT_TOPIC_MAX_CHARS),
      text: clip(existingText.trim(), ASSISTANT_PROMPT_MAX_CHARS),
      tone,
      scenario,
      variant: next,
    });
  };
  const draft = writer.state.status === 'done' ? writer.state.result.text : null;
  const busy = writer.state.status === 'generating';

  return (
    <div className="panel-body">
      <PanelSection title={t('panel.settings')}>
        <Segmented
          block
          value={mode}
          onChange={(value) => setMode(value as Mode)}
          options={[
            { value: 'write', label: t('mode.write') },
            { value: 'rewrite', label: t('mode.rewrite'), disabled: !existingText.trim() },
          ]}
        />
        <label className="panel-field">
          <span>{t('tone')}</span>
          <Select
            value={tone}
            onChange={setTone}
            options={SCRIPT_TONES.map((value) => ({ value, label: w(`tones.${value}`) }))}
            data-testid="assistant-tone"
          />
        </label>
        <label className="panel-field">
          <span>{t('scenario')}</span>
          <Select
            value={scenario}
            onChange={setScenario}
            options={SCRIPT_SCENARIOS.map((value) => ({ value, label: w(`scenarios.${value}`) }))}
          />
        </label>
        <Button
          type="primary"
          block
          icon={<BulbOutlined />}
          loading={busy}
          onClick={() => generate(variant)}
          data-testid="assistant-generate"
        >
          {t('generate')}
        </Button>
        <p className="panel-hint">{t('panel.hint')}</p>
        <AllowanceLine />
        <WriterStatus state={writer.state} onStop={writer.stop} onRetry={writer.retry} />
      </PanelSection>
      {draft !== null && (
        <PanelSection
          title={t('result')}
          extra={
            <Button size="small" icon={<ReloadOutlined />} onClick={() => generate(variant + 1)} data-testid="assistant-again">
              {t('again')}
            </Button>
          }
        >
          <Alert type="info" title={draft} className="assistant-draft" data-testid="assistant-draft" />
          <Button
            block
            type="primary"
            onClick={() => {
              apply((s) => setDubbingText(s, page.uuid, draft, newId()));
              writer.reset();
            }}
            data-testid="assistant-use"
          >
            {t('panel.use')}
          </Button>
        </PanelSection>
      )}
    </div>
  );
}
