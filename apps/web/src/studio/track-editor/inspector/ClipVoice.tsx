import { DUBBING_SPEED_RANGE, setClipVoice, type Clip } from '@orator/shared';
import { Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import { VoicePicker } from '../../kit/voice/VoicePicker.tsx';
import { useTrackEditor } from '../state/trackStore.ts';
import { Field } from './Fields.tsx';

/**
 * The voice and speed of a dubbing clip. Unchosen, the clip speaks with the default voice of
 * its text's language (the rule the export uses), which the picker names so nothing is hidden.
 */
export function ClipVoice({ clip }: { clip: Clip }) {
  const { t } = useTranslation('trackEditor');
  const dispatch = useTrackEditor((s) => s.dispatch);
  const speed = clip.speed ?? 1;
  return (
    <div className="te-voice" data-testid="clip-voice">
      <VoicePicker
        key={clip.uuid}
        voiceId={clip.voiceId}
        text={clip.content}
        allowDefault
        onChange={(voiceId) => dispatch(setClipVoice(clip.uuid, { voiceId: voiceId ?? null }))}
      />
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
