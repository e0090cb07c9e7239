import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { defaultVoiceFor, type Speaker } from '@orator/shared';
import { detectLanguage } from '@orator/speech/text';
import { Alert, Button, Segmented, Select, Tooltip, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguageStore } from '../../../lib/i18n/index.ts';
import { useSpeakers } from '../catalog.ts';
import { EDITOR_KIT_NAMESPACE } from '../i18n/register.ts';
import { useOwnVoices } from './useOwnVoices.ts';
import { useSamplePlayer } from './useSamplePlayer.ts';
import { ALL, filterVoices, initialFilter, languageLabel, voiceLanguages, type VoiceFilter } from './voiceFilter.ts';

const GENDER_MARK: Record<Speaker['gender'], string> = { female: '♀', male: '♂' };

export interface VoicePickerProps {
  voiceId: string | undefined;
  /** The script spoken: the filter opens at its language, and the default voice follows it. */
  text: string;
  onChange(voiceId: string | undefined): void;
  /**
   * The editor speaks an unchosen script with the default voice of its language (the track
   * editor's rule, shared with its export); the picker then names that voice and can be cleared.
   */
  allowDefault?: boolean;
  /**
   * Who speaks an unchosen script: the default voice of its language (named, and previewed), or
   * the presenter's own voice (one-click generation: the template's presenter decides, so the
   * picker cannot name it and says so).
   */
  defaultVoice?: 'language' | 'presenter';
  /** List the user's voice profiles as "My voices" (the editors; not where only catalogue voices are taken). */
  ownVoices?: boolean;
}

/**
 * The editors' one voice picker: language and gender filters, the voice list in the UI
 * language, and a sample of the voice to be heard. Mount with a `key` per script owner
 * (clip, page) so the filter starts afresh for each.
 */
export function VoicePicker({
  voiceId,
  text,
  onChange,
  allowDefault = false,
  defaultVoice = 'language',
  ownVoices = true,
}: VoicePickerProps) {
  const { t } = useTranslation(EDITOR_KIT_NAMESPACE);
  const ui = useLanguageStore((s) => s.language);
  const speakers = useSpeakers();
  const own = useOwnVoices(ownVoices);
  const sample = useSamplePlayer();
  const [pickedFilter, setFilter] = useState<VoiceFilter | null>(null);

  const catalogue = speakers.data?.items ?? [];
  const textLanguage = detectLanguage(text.trim());
  const filter = pickedFilter ?? initialFilter([...catalogue, ...(own.data ?? [])], voiceId, textLanguage);
  const mine = own.data ?? [];
  const chosen = catalogue.find((s) => s.id === voiceId) ?? mine.find((s) => s.id === voiceId);
  const fallback = allowDefault && defaultVoice === 'language' ? defaultVoiceFor(textLanguage, catalogue) : undefined;
  const heard = chosen ?? (voiceId ? undefined : fallback);
  // The chosen voice stays listed even when the filter hides it, so the field never shows a bare id.
  const visible = filterVoices(catalogue, filter);
  const visibleMine = filterVoices(mine, filter);
  const listed = chosen && !visible.includes(chosen) && !visibleMine.includes(chosen) ? [chosen, ...visible] : visible;
  const label = (s: Speaker) =>
    filter.language === ALL
      ? `${s.name} · ${GENDER_MARK[s.gender]} · ${languageLabel(s.language, ui)}`
      : `${s.name} · ${GENDER_MARK[s.gender]}`;
  const libraryOptions = listed.map((s) => ({ value: s.id, label: label(s) }));
  const options: SelectProps['options'] =
    visibleMine.length > 0
      ? [
          {
            label: t('voice.myVoices'),
            title: 'mine',
            // Honest about what each is: a matched profile of a catalogue voice, or a clone from the operator's server.
            options: visibleMine.map((s) => ({
              value: s.id,
              label: `${label(s)} · ${t(s.engine === 'cloned' ? 'voice.ownCloned' : 'voice.ownMatched')}`,
            })),
          },
          { label: t('voice.libraryVoices'), title: 'library', options: libraryOptions },
        ]
      : libraryOptions;
  const placeholder = !allowDefault
    ? t('voice.choose')
    : defaultVoice === 'presenter'
      ? t('voice.presenterDefault')
      : fallback
        ? t('voice.defaultNamed', { name: fallback.name })
        : t('voice.default');

  return (
    <div className="ek-voice" data-testid="voice-picker">
      <div className="ek-voice-filters">
        <Select
          size="small"
          value={filter.language}
          onChange={(language: string) => setFilter({ ...filter, language })}
          options={[
            { value: ALL, label: t('voice.allLanguages') },
            ...voiceLanguages([...catalogue, ...mine]).map((code) => ({ value: code, label: languageLabel(code, ui) })),
          ]}
          aria-label={t('voice.language')}
          className="ek-voice-language"
          popupMatchSelectWidth={false}
          data-testid="voice-language"
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
          data-testid="voice-gender"
        />
      </div>
      <div className="ek-voice-pick">
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear={allowDefault}
          value={voiceId}
          placeholder={placeholder}
          loading={speakers.isPending}
          options={options}
          onChange={(next: string | undefined) => onChange(next)}
          notFoundContent={t('voice.none')}
          aria-label={t('voice.voice')}
          className="ek-voice-select"
          data-testid="voice-select"
        />
        <Tooltip title={t('voice.playSample')}>
          <Button
            icon={heard && sample.playing === heard.id ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
            disabled={!heard}
            onClick={() => heard && sample.toggle(heard)}
            aria-label={t('voice.playSample')}
            data-testid="voice-sample"
          />
        </Tooltip>
      </div>
      {voiceId && speakers.data && (!ownVoices || own.data) && !chosen ? (
        <Alert type="warning" showIcon title={errorText('noRelatedSounds')} className="ek-voice-alert" />
      ) : allowDefault ? (
        <p className="ek-voice-hint">
          {t(voiceId ? 'voice.chosenHint' : defaultVoice === 'presenter' ? 'voice.presenterHint' : 'voice.defaultHint')}
        </p>
      ) : null}
    </div>
  );
}
