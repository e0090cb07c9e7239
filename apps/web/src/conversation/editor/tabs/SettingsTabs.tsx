import { INPUT_BOX_MAX_LENGTH_MAX, type BackgroundSettings, type SleepSettings, type VoiceSettings } from '@orator/shared';
import { Form, Input, InputNumber, Segmented, Select, Slider, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColourField, MediaField, useVoices } from '../fields.tsx';
import { speakerLanguages } from '../speakers.ts';
import type { TabProps } from './tabProps.ts';

/** Background: a colour, or an image or video (from the materials or an address). */
export function BackgroundTab({ draft, changeConfig }: TabProps) {
  const { t } = useTranslation('aiask');
  const background = draft.config.background;
  const set = (next: BackgroundSettings) => changeConfig((config) => ({ ...config, background: next }));
  return (
    <Form layout="vertical">
      <Form.Item label={t('editor.background.kind')}>
        <Segmented
          value={background.kind}
          options={(['colour', 'image', 'video'] as const).map((kind) => ({ value: kind, label: t(`editor.background.${kind}`) }))}
          onChange={(kind) => set(kind === 'colour' ? { kind, colour: '#1f2937' } : { kind, url: '' })}
          data-testid="background-kind"
        />
      </Form.Item>
      {background.kind === 'colour' ? (
        <>
          <ColourField
            label={t('editor.background.colour')}
            value={background.colour}
            onChange={(colour) => set({ kind: 'colour', colour })}
            testId="background-colour"
          />
          <p className="ak-muted">{t('editor.background.colourHint')}</p>
        </>
      ) : (
        <MediaField
          label={t(`editor.background.${background.kind}`)}
          kind={background.kind}
          value={background.url}
          onChange={(url) => set({ kind: background.kind, url })}
          testId="background-media"
        />
      )}
    </Form>
  );
}

/** The input box (§5: needed before demo): its hint and longest question. */
export function InputTab({ draft, change }: TabProps) {
  const { t } = useTranslation('aiask');
  const box = draft.inputBox;
  return (
    <Form layout="vertical">
      <Form.Item label={t('editor.input.enabled')}>
        <Switch
          checked={box !== null}
          onChange={(on) => change((current) => ({ ...current, inputBox: on ? { placeholder: '', maxLength: 200 } : null }))}
          data-testid="input-enabled"
        />
      </Form.Item>
      {box && (
        <>
          <Form.Item label={t('editor.input.placeholder')}>
            <Input
              value={box.placeholder}
              maxLength={100}
              onChange={(event) => change((current) => ({ ...current, inputBox: { ...box, placeholder: event.target.value } }))}
              data-testid="input-placeholder"
            />
          </Form.Item>
          <Form.Item label={t('editor.input.maxLength')}>
            <InputNumber
              min={1}
              max={INPUT_BOX_MAX_LENGTH_MAX}
              precision={0}
              value={box.maxLength}
              onChange={(value) => value !== null && change((current) => ({ ...current, inputBox: { ...box, maxLength: value } }))}
              data-testid="input-max-length"
            />
          </Form.Item>
        </>
      )}
    </Form>
  );
}

/** §3 Sleep settings. */
export function SleepTab({ draft, changeConfig }: TabProps) {
  const { t } = useTranslation('aiask');
  const sleep = draft.config.sleep;
  const set = (patch: Partial<SleepSettings>) => changeConfig((config) => ({ ...config, sleep: { ...config.sleep, ...patch } }));
  return (
    <Form layout="vertical">
      <Form.Item label={t('editor.sleep.enabled')}>
        <Switch checked={sleep.enabled} onChange={(enabled) => set({ enabled })} data-testid="sleep-enabled" />
      </Form.Item>
      <Form.Item label={t('editor.sleep.after')}>
        <InputNumber
          min={10}
          max={3600}
          precision={0}
          value={sleep.sleepAfterSec}
          onChange={(value) => value !== null && set({ sleepAfterSec: value })}
        />
      </Form.Item>
      <Form.Item label={t('editor.sleep.wakeWord')}>
        <Input value={sleep.wakeWord} maxLength={50} onChange={(event) => set({ wakeWord: event.target.value })} />
      </Form.Item>
      <Form.Item label={t('editor.sleep.wakePrompt')}>
        <Input.TextArea
          value={sleep.wakePrompt}
          maxLength={500}
          autoSize={{ minRows: 2 }}
          onChange={(event) => set({ wakePrompt: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('editor.sleep.sleepWord')}>
        <Input value={sleep.sleepWord} maxLength={50} onChange={(event) => set({ sleepWord: event.target.value })} />
      </Form.Item>
      <MediaField
        label={t('editor.sleep.video')}
        kind="video"
        value={sleep.sleepVideoUrl}
        onChange={(sleepVideoUrl) => set({ sleepVideoUrl })}
        testId="sleep-video"
        allowNone
      />
    </Form>
  );
}

/** §3 Voice settings: the speakers offered (language, gender) and the speed. */
export function VoiceTab({ draft, changeConfig }: TabProps) {
  const { t } = useTranslation('aiask');
  const voice = draft.config.voice;
  const voices = useVoices();
  const languages = [...new Set([voice.language, ...speakerLanguages(voices.data ?? [])])];
  const set = (patch: Partial<VoiceSettings>) => changeConfig((config) => ({ ...config, voice: { ...config.voice, ...patch } }));
  return (
    <Form layout="vertical">
      <Form.Item label={t('editor.voice.language')}>
        <Select
          value={voice.language}
          loading={voices.isPending}
          options={languages.map((language) => ({ value: language, label: language }))}
          onChange={(language: string) => set({ language })}
          data-testid="voice-language"
        />
      </Form.Item>
      <Form.Item label={t('editor.voice.gender')}>
        <Segmented
          value={voice.gender}
          options={(['any', 'female', 'male'] as const).map((gender) => ({ value: gender, label: t(`editor.voice.${gender}`) }))}
          onChange={(gender) => set({ gender })}
          data-testid="voice-gender"
        />
      </Form.Item>
      <Form.Item label={`${t('editor.voice.speed')}: ${voice.speed.toFixed(1)}×`}>
        <Slider min={0.5} max={2} step={0.1} value={voice.speed} onChange={(speed) => set({ speed })} />
      </Form.Item>
    </Form>
  );
}
