import { BulbOutlined, CopyOutlined, ReloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  AI_LINE_INPUT_MAX_CHARS,
  ASSISTANT_PROMPT_MAX_CHARS,
  ASSISTANT_TOPIC_MAX_CHARS,
  checkLineKeyword,
  checkPrompt,
  DEFAULT_LINE_AUDIENCE,
  LINE_AUDIENCES,
  LINE_STYLES,
  type LineAudience,
  type LineStyle,
  type WritingKind,
} from '@orator/shared/assistant';
import { SCRIPT_SCENARIOS, SCRIPT_TONES, type ScriptScenario, type ScriptTone } from '@orator/shared/wizards';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Segmented, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { COMMERCE_ROUTES } from '../../lib/routing/paths/commerce.ts';
import { errorText } from '../../lib/i18n/index.ts';
import { toast } from '../../lib/ui/notify.ts';
import { WIZARD_ROUTES } from '../../lib/routing/paths/wizards.ts';
import { assistantApi } from './assistantApi.ts';
import { ASSISTANT_NAMESPACE } from './i18n/register.ts';
import { ALLOWANCE_QUERY_KEY, useAssistantWriter } from './useAssistantWriter.ts';
import { AllowanceLine, WriterStatus } from './WriterStatus.tsx';
import { useWritingLabels } from '../../lib/i18n/writing/register.ts';

type Mode = 'write' | 'rewrite';

/** The Write tab: a script (topic, notes, tone, scenario, audience) or lines (keyword, line style, audience). */
export function WriteTab() {
  const { t } = useTranslation(ASSISTANT_NAMESPACE);
  const w = useWritingLabels();
  const navigate = useNavigate();
  const allowance = useQuery({ queryKey: ALLOWANCE_QUERY_KEY, queryFn: assistantApi.allowance });
  const membersOptions = allowance.data?.magicAssistant ?? false;
  const [kind, setKind] = useState<WritingKind>('script');
  const [mode, setMode] = useState<Mode>('write');
  const [topic, setTopic] = useState('');
  const [text, setText] = useState('');
  const [tone, setTone] = useState<ScriptTone>('professional');
  const [scenario, setScenario] = useState<ScriptScenario>('speech');
  const [lineStyle, setLineStyle] = useState<LineStyle>('warm');
  const [audience, setAudience] = useState<LineAudience | null>(null);
  const [variant, setVariant] = useState(0);
  const writer = useAssistantWriter();
  const result = writer.state.status === 'done' ? writer.state.result : null;

  const generate = (next: number) => {
    const rule = kind === 'lines' ? checkLineKeyword(topic) : checkPrompt(topic, ASSISTANT_TOPIC_MAX_CHARS);
    const material = kind === 'script' ? checkPrompt(text) : { ok: true as const };
    const failed = !rule.ok ? rule : !material.ok ? material : null;
    if (failed && !failed.ok) return toast.error(errorText(failed.error));
    setVariant(next);
    void writer.generate({
      kind,
      mode,
      topic,
      text: kind === 'script' ? text : '',
      tone,
      scenario,
      lineStyle,
      audience: kind === 'lines' ? (audience ?? 'youth') : audience,
      variant: next,
    });
  };

  return (
    <div className="assistant-write">
      <Form layout="vertical" className="assistant-form">
        <Form.Item label={t('kind')}>
          <Segmented
            value={kind}
            onChange={(value) => setKind(value as WritingKind)}
            options={[
              { value: 'script', label: t('kinds.script') },
              { value: 'lines', label: t('kinds.lines'), disabled: !membersOptions },
            ]}
            data-testid="assistant-kind"
          />
        </Form.Item>
        {kind === 'script' ? (
          <>
            <Form.Item label={t('topic')}>
              <Input
                value={topic}
                maxLength={ASSISTANT_TOPIC_MAX_CHARS}
                placeholder={t('topicPlaceholder')}
                onChange={(e) => setTopic(e.target.value)}
                data-testid="assistant-topic"
              />
            </Form.Item>
            <Form.Item label={t('material')}>
              <Input.TextArea
                value={text}
                maxLength={ASSISTANT_PROMPT_MAX_CHARS}
                autoSize={{ minRows: 3, maxRows: 10 }}
                placeholder={t('materialPlaceholder')}
                onChange={(e) => setText(e.target.value)}
                data-testid="assistant-material"
              />
            </Form.Item>
            <Space wrap size="large">
              <Form.Item label={t('modeLabel')}>
                <Segmented
                  value={mode}
                  onChange={(value) => setMode(value as Mode)}
                  options={[
                    { value: 'write', label: t('mode.write') },
                    { value: 'rewrite', label: t('mode.rewrite'), disabled: !text.trim() },
                  ]}
                />
              </Form.Item>
              <Form.Item label={t('tone')}>
                <Select
                  className="assistant-select"
                  value={tone}
                  onChange={setTone}
                  options={SCRIPT_TONES.map((value) => ({ value, label: w(`tones.${value}`) }))}
                  data-testid="assistant-tone"
                />
              </Form.Item>
              <Form.Item label={t('scenario')}>
                <Select
                  className="assistant-select"
                  value={scenario}
                  onChange={setScenario}
                  options={SCRIPT_SCENARIOS.map((value) => ({ value, label: w(`scenarios.${value}`) }))}
                  data-testid="assistant-scenario"
                />
              </Form.Item>
            </Space>
          </>
        ) : (
          <>
            <Form.Item label={t('keyword')}>
              <Input
                value={topic}
                maxLength={AI_LINE_INPUT_MAX_CHARS}
                showCount
                placeholder={t('keywordPlaceholder')}
                onChange={(e) => setTopic(e.target.value)}
                data-testid="assistant-keyword"
              />
            </Form.Item>
            <Form.Item label={t('lineStyle')}>
              <Select
                className="assistant-select"
                value={lineStyle}
                onChange={setLineStyle}
                options={LINE_STYLES.map((value) => ({ value, label: w(`lineStyles.${value}`) }))}
                data-testid="assistant-line-style"
              />
            </Form.Item>
          </>
        )}
        <Form.Item label={t('audience')}>
          <Select
            className="assistant-select"
            value={audience ?? (kind === 'lines' ? DEFAULT_LINE_AUDIENCE : '')}
            disabled={!membersOptions}
            onChange={(value: string) => setAudience(value === '' ? null : (value as LineAudience))}
            options={[
              ...(kind === 'script' ? [{ value: '', label: t('audienceAny') }] : []),
              // A script's "any audience" is the empty choice; 'everyone' is the lines' neutral address.
              ...LINE_AUDIENCES.filter((value) => kind === 'lines' || value !== DEFAULT_LINE_AUDIENCE).map((value) => ({ value, label: w(`audiences.${value}`) })),
            ]}
            data-testid="assistant-audience"
          />
        </Form.Item>
        {!membersOptions && allowance.data && (
          <p className="panel-hint">
            {t('membersOnly')} <Link to={COMMERCE_ROUTES.purchase}>{t('seePlans')}</Link>
          </p>
        )}
        <Button
          type="primary"
          icon={<BulbOutlined />}
          loading={writer.state.status === 'generating'}
          onClick={() => generate(0)}
          data-testid="assistant-generate"
        >
          {t('generate')}
        </Button>
        <AllowanceLine />
      </Form>
      <div className="assistant-output">
        <WriterStatus state={writer.state} onStop={writer.stop} onRetry={writer.retry} />
        {result && (
          <Card
            title={t('result')}
            size="small"
            extra={
              <Button size="small" icon={<ReloadOutlined />} onClick={() => generate(variant + 1)} data-testid="assistant-again">
                {t('again')}
              </Button>
            }
          >
            {result.lines.length > 0 ? (
              <ol className="assistant-lines" data-testid="assistant-result">
                {result.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ol>
            ) : (
              <Typography.Paragraph className="assistant-text" data-testid="assistant-result">
                {result.text}
              </Typography.Paragraph>
            )}
            <Alert type="info" title={`${t(`writer.${result.writer}`)} ${t('charged', { count: result.charged })}`} />
            {result.cut && <Alert type="warning" title={t('cut')} data-testid="assistant-cut" />}
            <Space wrap className="assistant-actions">
              <Button
                icon={<CopyOutlined />}
                onClick={() => void navigator.clipboard.writeText(result.text).then(() => toast.success(t('copied')))}
                data-testid="assistant-copy"
              >
                {t('copy')}
              </Button>
              <Button
                type="primary"
                icon={<ThunderboltOutlined />}
                onClick={() => void navigate(WIZARD_ROUTES.oneClick, { state: { script: result.text } })}
                data-testid="assistant-make-video"
              >
                {t('makeVideo')}
              </Button>
            </Space>
          </Card>
        )}
      </div>
    </div>
  );
}
