import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { defaultVoiceFor, DUBBING_SPEED_RANGE, setClipVoice, type Clip, type Speaker } from '@orator/shared';
import { detectLanguage } from '@orator/speech/text/detectLanguage';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Segmented, Select, Slider, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguageStore } from '../../../i18n/index.ts';
import { videoApi } from '../../shared/api/videoApi.ts';
import { ALL, filterVoices, initialFilter, languageLabel, voiceLanguages, type VoiceFilter } from '../model/voiceFilter.ts';
import { useTrackEditor } from '../state/trackStore.ts';
import { Field } from './Fields.tsx';
import { useVoiceSample } from './useVoiceSample.ts';

const GENDER_MARK: Record<Speaker['gender'], string> = { female: '♀', male: '♂' };

/**
 * The voice and speed of a dubbing clip. Unchosen, the clip speaks with the default voice of
 * its text's language (the rule the export uses), which the picker names so nothing is hidden.
 * Mount with `key={clip.uuid}` so the filter starts afresh for each clip.
 */
export function VoicePicker({ clip }: { clip: Clip }) {
  const { t } = useTranslation('trackEditor');
  const ui = useLanguageStore((s) => s.language);
  const dispatch = useTrackEditor((s) => s.dispatch);
  const speakers = useQuery({ queryKey: ['studio', 'speakers'], queryFn: () => videoApi.speakers({}), staleTime: Infinity });
  const sample = useVoiceSample();
  const [pickedFilter, setFilter] = useState<VoiceFilter | null>(null);

  const catalogue = speakers.data?.items ?? [];
  const textLanguage = detectLanguage(clip.content.trim());
  const filter = pickedFilter ?? initialFilter(catalogue, clip.voiceId, textLanguage);
  const chosen = catalogue.find((s) => s.id === clip.voiceId);
  const fallback = defaultVoiceFor(textLanguage, catalogue);
  const heard = chosen ?? (clip.voiceId ? undefined : fallback);
  // The chosen voice stays listed even when the filter hides it, so the field never shows a bare id.
  const visible = filterVoices(catalogue, filter);
  const listed = chosen && !visible.includes(chosen) ? [chosen, ...visible] : visible;
  const label = (s: Speaker) =>
    filter.language === ALL
      ? `${s.name} · ${GENDER_MARK[s.gender]} · ${languageLabel(s.language, ui)}`
      : `${s.name} · ${GENDER_MARK[s.gender]}`;

  const choose = (voiceId: string | undefined) => dispatch(setClipVoice(clip.uuid, { voiceId: voiceId ?? null }));
  const speed = clip.speed ?? 1;

  return (
    <div className="te-voice" data-testid="clip-voice">
      <div className="te-voice-filters">
        <Select
          size="small"
          value={filter.language}
          onChange={(language: string) => setFilter({ ...filter, language })}
          options={[
            { value: ALL, label: t('voice.allLanguages') },
            ...voiceLanguages(catalogue).map((code) => ({ value: code, label: languageLabel(code, ui) })),
          ]}
          aria-label={t('voice.language')}
          className="te-voice-language"
          popupMatchSelectWidth={false}
          data-testid="clip-voice-language"
        />
        <Segmented
          size="small"
          value={filter.gender}
          onChange={(gender) => setFilter({ ...filter, gender: gender as VoiceFilter['gender'] })}
          options={[
            { value: ALL, label: t('voice.anyGender') },
            { value: 'female', label: t('voice.female') },
            { value: 'male', label: t('voice.male') },
          ]}
          aria-label={t('voice.gender')}
          data-testid="clip-voice-gender"
        />
      </div>
      <div className="te-voice-pick">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          value={clip.voiceId}
          placeholder={fallback ? t('voice.defaultNamed', { name: fallback.name }) : t('voice.default')}
          loading={speakers.isPending}
          options={listed.map((s) => ({ value: s.id, label: label(s) }))}
          onChange={(voiceId: string | undefined) => choose(voiceId)}
          notFoundContent={t('voice.none')}
          aria-label={t('voice.voice')}
          className="te-voice-select"
          data-testid="clip-voice-select"
        />
        <Tooltip title={t('voice.playSample')}>
          <Button
            icon={heard && sample.playing === heard.id ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
            disabled={!heard}
            onClick={() => heard && sample.toggle(heard)}
            aria-label={t('voice.playSample')}
            data-testid="clip-voice-sample"
          />
        </Tooltip>
      </div>
      {clip.voiceId && speakers.data && !chosen ? (
        <Alert type="warning" showIcon title={errorText('noRelatedSounds')} className="te-voice-alert" />
      ) : (
        <p className="te-hint">{t(clip.voiceId ? 'voice.chosenHint' : 'voice.defaultHint')}</p>
      )}
      <Field label={t('voice.speed', { speed: speed.toFixed(2) })}>
        <div className="te-voice-speed-box" data-testid="clip-voice-speed">
          <Slider
            className="te-voice-speed"
            min={DUBBING_SPEED_RANGE.min}
            max={DUBBING_SPEED_RANGE.max}
            step={0.05}
            defaultValue={speed}
            key={`${clip.uuid}-${speed}`}
            onChangeComplete={(next) => dispatch(setClipVoice(clip.uuid, { speed: next }))}
            tooltip={{ formatter: (value) => `${value}×` }}
          />
        </div>
      </Field>
    </div>
  );
}
