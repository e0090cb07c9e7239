import { ThunderboltOutlined } from '@ant-design/icons';
import { RATIO_KEYS, type RatioKey } from '@orator/shared';
import {
  detectScriptLanguage,
  SCRIPT_DURATIONS,
  SCRIPT_LANGUAGES,
  SCRIPT_SCENARIOS,
  SCRIPT_TONES,
  type OneClickSource,
  type ScriptDuration,
  type ScriptLanguage,
  type ScriptScenario,
  type ScriptTone,
  type WizardCreateResult,
} from '@orator/shared/wizards';
import { Button, Form, Input, Radio, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { errorText } from '../../../lib/i18n/index.ts';
import { VoicePicker } from '../../kit/voice/VoicePicker.tsx';
import { toast } from '../../../lib/ui/notify.ts';
import { ComposeProgress } from '../url/ComposeProgress.tsx';
import '../url/i18n/register.ts';
import '../url/urlWizard.css';
import { urlWizardApi } from '../url/urlWizardApi.ts';
import './i18n/register.ts';
import { useWritingLabels } from '../../../lib/i18n/writing/register.ts';

/**
 * One-click generation (spec §2; product-rules#wizards-oneclick): a topic or pasted text becomes a
 * script sized to 30 s or 60 s, laid out with a template of the ratio and scenario, split into
 * pages at sentence boundaries, and composed; the project opens in the page editor.
 */
export default function OneClickPage() {
  const { t } = useTranslation('wizards-oneclick');
  const { t: tUrl } = useTranslation('wizards-url');
  const w = useWritingLabels();
  // A script handed over by another screen (the assistant's "Make a video from it") starts as pasted text.
  const handedOver = (useLocation().state as { script?: unknown } | null)?.script;
  const prefill = typeof handedOver === 'string' ? handedOver : '';
  const [source, setSource] = useState<OneClickSource>(prefill ? 'text' : 'topic');
  const [text, setText] = useState(prefill);
  const [ratio, setRatio] = useState<RatioKey>(0);
  const [scenario, setScenario] = useState<ScriptScenario>('speech');
  const [tone, setTone] = useState<ScriptTone>('friendly');
  const [duration, setDuration] = useState<ScriptDuration>(30);
  const [language, setLanguage] = useState<ScriptLanguage | 'auto'>('auto');
  // Unchosen: the template's voice of the script's language. My voices are offered first.
  const [voiceId, setVoiceId] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<WizardCreateResult | null>(null);

  const detected = detectScriptLanguage(text);
  const generate = async () => {
    if (!text.trim()) return toast.error(errorText('scriptRequired'));
    setBusy(true);
    try {
      setResult(
        await urlWizardApi.oneClick({
          source,
          text,
          ratio,
          scenario,
          tone,
          duration,
          language: language === 'auto' ? undefined : language,
          voiceId,
        }),
      );
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="one-click" data-testid="one-click">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      {result ? (
        <>
          <Space style={{ marginBottom: 12 }} wrap>
            <Tag color={result.mode === 'model' ? 'purple' : 'blue'} data-testid="script-mode">
              {result.mode === 'model' ? t('modeModel') : t('modeOffline')}
            </Tag>
            <Typography.Text type="secondary">{t('result', { count: result.pageCount, template: result.templateName })}</Typography.Text>
          </Space>
          <Typography.Paragraph className="url-wizard-script-text" data-testid="one-click-script">
            {result.script}
          </Typography.Paragraph>
          <ComposeProgress
            projectId={result.projectId}
            projectType={result.projectType}
            projectName={result.projectName}
            jobId={result.jobId}
            composeError={result.composeError}
            onAnother={() => setResult(null)}
          />
        </>
      ) : (
        <Spin spinning={busy} tip={t('generating')}>
          <Form layout="vertical" style={{ maxWidth: 760 }}>
            <Form.Item label={t('source.label')}>
              <Radio.Group value={source} onChange={(e) => setSource(e.target.value as OneClickSource)} data-testid="one-click-source">
                <Radio.Button value="topic">{t('source.topic')}</Radio.Button>
                <Radio.Button value="text">{t('source.text')}</Radio.Button>
              </Radio.Group>
            </Form.Item>
            <Form.Item>
              {source === 'topic' ? (
                <Input
                  value={text}
                  maxLength={200}
                  placeholder={t('topicPlaceholder')}
                  onChange={(e) => setText(e.target.value)}
                  data-testid="one-click-text"
                />
              ) : (
                <Input.TextArea
                  value={text}
                  maxLength={20000}
                  autoSize={{ minRows: 5, maxRows: 14 }}
                  placeholder={t('textPlaceholder')}
                  onChange={(e) => setText(e.target.value)}
                  data-testid="one-click-text"
                />
              )}
            </Form.Item>
            <Space wrap size="large">
              <Form.Item label={t('ratio')}>
                <Select
                  style={{ width: 160 }}
                  value={ratio}
                  onChange={setRatio}
                  options={RATIO_KEYS.map((key) => ({ value: key, label: tUrl(`ratios.${key}`) }))}
                />
              </Form.Item>
              <Form.Item label={t('scenario')}>
                <Select
                  style={{ width: 140 }}
                  value={scenario}
                  onChange={setScenario}
                  options={SCRIPT_SCENARIOS.map((key) => ({ value: key, label: w(`scenarios.${key}`) }))}
                />
              </Form.Item>
              <Form.Item label={t('tone')}>
                <Select
                  style={{ width: 150 }}
                  value={tone}
                  onChange={setTone}
                  options={SCRIPT_TONES.map((key) => ({ value: key, label: w(`tones.${key}`) }))}
                />
              </Form.Item>
              <Form.Item label={t('duration')}>
                <Radio.Group value={duration} onChange={(e) => setDuration(e.target.value as ScriptDuration)}>
                  {SCRIPT_DURATIONS.map((d) => (
                    <Radio.Button key={d} value={d}>
                      {t('seconds', { count: d })}
                    </Radio.Button>
                  ))}
                </Radio.Group>
              </Form.Item>
              <Form.Item label={t('language')}>
                <Select
                  style={{ width: 200 }}
                  value={language}
                  onChange={setLanguage}
                  options={[
                    { value: 'auto', label: t('languageAuto', { detected: t(`languages.${detected}`) }) },
                    ...SCRIPT_LANGUAGES.map((key) => ({ value: key, label: t(`languages.${key}`) })),
                  ]}
                />
              </Form.Item>
            </Space>
            <Form.Item label={t('voice')} data-testid="one-click-voice">
              <VoicePicker voiceId={voiceId} text={text} onChange={setVoiceId} allowDefault defaultVoice="presenter" />
            </Form.Item>
            <Button
              type="primary"
              size="large"
              icon={<ThunderboltOutlined />}
              loading={busy}
              onClick={() => void generate()}
              data-testid="one-click-generate"
            >
              {t('generate')}
            </Button>
          </Form>
        </Spin>
      )}
    </div>
  );
}
