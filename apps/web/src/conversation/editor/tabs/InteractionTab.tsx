import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { InteractionSettings } from '@orator/shared';
import { Button, Form, Input, InputNumber, Segmented, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n/index.ts';
import { WordsField, WordsInput } from '../fields.tsx';
import type { TabProps } from './tabProps.ts';

/** §3 Interaction: input methods, listening, keywords (§5: required for keyword listening), ASR words, homophones. */
export function InteractionTab({ draft, changeConfig }: TabProps) {
  const { t } = useTranslation('aiask');
  const settings = draft.config.interaction;
  const set = (patch: Partial<InteractionSettings>) =>
    changeConfig((config) => ({ ...config, interaction: { ...config.interaction, ...patch } }));
  const choice = <K extends 'defaultMethod' | 'voiceMethod' | 'activityMethod'>(
    key: K,
    values: ReadonlyArray<[InteractionSettings[K], string]>,
  ) => (
    <Form.Item label={t(`editor.interaction.${key}`)}>
      <Segmented
        value={settings[key]}
        options={values.map(([value, label]) => ({ value, label: t(`editor.interaction.${label}`) }))}
        onChange={(value) => set({ [key]: value } as Partial<InteractionSettings>)}
        data-testid={`interaction-${key}`}
      />
    </Form.Item>
  );
  const keywordsMissing = settings.activityMethod === 'keyword' && settings.keywords.length === 0;
  const pairs = settings.homophones;
  return (
    <Form layout="vertical">
      {choice('defaultMethod', [
        ['text', 'text'],
        ['voice', 'voice'],
      ])}
      {choice('voiceMethod', [
        ['direct', 'direct'],
        ['hold', 'hold'],
      ])}
      {/* Waking is by the wake word (sleep tab); waking by face needs the camera face detection of real faces, not built yet. */}
      {choice('activityMethod', [
        ['realtime', 'realtime'],
        ['keyword', 'keyword'],
      ])}
      <Form.Item
        label={t('editor.interaction.keywords')}
        validateStatus={keywordsMissing ? 'error' : undefined}
        help={keywordsMissing ? errorText('keywordsRequired') : t('editor.interaction.keywordsHint')}
      >
        <WordsInput value={settings.keywords} max={20} onChange={(keywords) => set({ keywords })} testId="interaction-keywords" />
      </Form.Item>
      <Form.Item label={t('editor.interaction.silence')}>
        <InputNumber
          min={300}
          max={5000}
          step={100}
          precision={0}
          value={settings.silenceMs}
          onChange={(value) => value !== null && set({ silenceMs: value })}
        />
      </Form.Item>
      <Form.Item label={t('editor.interaction.autoClear')}>
        <InputNumber
          min={0}
          max={3600}
          precision={0}
          value={settings.autoClearSec}
          onChange={(value) => value !== null && set({ autoClearSec: value })}
        />
      </Form.Item>
      <WordsField
        label={t('editor.interaction.asrWords')}
        value={settings.asrWords}
        max={200}
        onChange={(asrWords) => set({ asrWords })}
        testId="interaction-asr-words"
      />
      <Form.Item label={t('editor.interaction.homophones')}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {pairs.map((pair, index) => (
            <Space.Compact key={index} style={{ width: '100%' }}>
              <Input
                placeholder={t('editor.interaction.heard')}
                value={pair.heard}
                maxLength={50}
                onChange={(event) => set({ homophones: pairs.map((p, i) => (i === index ? { ...p, heard: event.target.value } : p)) })}
              />
              <Input
                placeholder={t('editor.interaction.meant')}
                value={pair.meant}
                maxLength={50}
                onChange={(event) => set({ homophones: pairs.map((p, i) => (i === index ? { ...p, meant: event.target.value } : p)) })}
              />
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('editor.interaction.remove')}
                onClick={() => set({ homophones: pairs.filter((_, i) => i !== index) })}
              />
            </Space.Compact>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={pairs.length >= 200}
            onClick={() => set({ homophones: [...pairs, { heard: '', meant: '' }] })}
          >
            {t('editor.interaction.addPair')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
