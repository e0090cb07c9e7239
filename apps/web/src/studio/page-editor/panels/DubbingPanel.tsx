import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import {
  checkDubbingText,
  clearCustomAudio,
  dubbingOf,
  DUBBING_TEXT_MIN_CHARS,
  setCustomAudio,
  setDubbingText,
  switchDriveMode,
  visibleLength,
  type DubbingElement,
  type Speaker,
} from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Input, Segmented, Select, Slider, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/index.ts';
import { videoApi } from '../../shared/api/videoApi.ts';
import { audioLengthMs } from '../../shared/player/playbackEngine.ts';
import { newId, useDriveMode } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { PanelSection } from './PanelKit.tsx';
import { UploadButton } from './UploadButton.tsx';

/** Speaker store voices, grouped by language for the picker. */
function voiceOptions(speakers: readonly Speaker[]) {
  const groups = new Map<string, Speaker[]>();
  for (const speaker of speakers) groups.set(speaker.locale, [...(groups.get(speaker.locale) ?? []), speaker]);
  return [...groups].map(([locale, list]) => ({
    label: locale,
    options: list.map((s) => ({ value: s.id, label: `${s.name} · ${s.gender === 'female' ? '♀' : '♂'} · ${s.engine}` })),
  }));
}

/** One sample player for the panel: play / stop the chosen voice's sample. */
function useSamplePlayer() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = (speaker: Speaker) => {
    audio.current?.pause();
    if (playing === speaker.id) {
      setPlaying(null);
      return;
    }
    const element = new Audio(speaker.sampleUrl);
    element.onended = () => setPlaying(null);
    element.onerror = () => setPlaying(null);
    audio.current = element;
    setPlaying(speaker.id);
    void element.play().catch(() => setPlaying(null));
  };
  return { playing, toggle };
}

/** Dubbing: the page's script, voice and speed, or uploaded audio in audio-driven projects (spec §4, §5). */
export function DubbingPanel() {
  const { t } = useTranslation('studio');
  const { page, apply, updateEl, updateAllPages } = usePageEditing();
  const driveMode = useDriveMode();
  const [allPages, setAllPages] = useState(true);
  const speakers = useQuery({ queryKey: ['studio', 'speakers'], queryFn: () => videoApi.speakers({}), staleTime: 300_000 });
  const sample = useSamplePlayer();
  const dubbing = page ? dubbingOf(page) : undefined;
  const options = useMemo(() => voiceOptions(speakers.data?.items ?? []), [speakers.data]);
  if (!page) return null;

  const text = dubbing?.text ?? '';
  const length = visibleLength(text);
  const rule = checkDubbingText(text);
  const voice = speakers.data?.items.find((s) => s.id === dubbing?.voiceId);

  const setVoice = (voiceId: string) => {
    if (allPages) updateAllPages((p) => ({ ...p, elements: p.elements.map((e) => (e.type === 'dubbing' ? { ...e, voiceId } : e)) }));
    else if (dubbing) updateEl(dubbing, (d) => ({ ...d, voiceId }));
  };
  const setSpeed = (speed: number) => {
    if (dubbing) updateEl<DubbingElement>(dubbing, (d) => ({ ...d, speed }));
  };

  const attachUploadedAudio = async (url: string) => {
    const durationMs = await audioLengthMs(url);
    if (driveMode !== 'audio') apply((s) => switchDriveMode(s, 'audio'));
    apply((s) => setCustomAudio(s, page.uuid, url, durationMs));
  };

  return (
    <div className="panel-body">
      <PanelSection title={t('dubbing.mode')}>
        <Segmented
          block
          value={driveMode}
          onChange={(mode) => apply((s) => switchDriveMode(s, mode as typeof driveMode))}
          options={[
            { value: 'text', label: t('dubbing.textDriven') },
            { value: 'audio', label: t('dubbing.audioDriven') },
          ]}
          data-testid="drive-mode"
        />
      </PanelSection>
      {driveMode === 'audio' && (
        <PanelSection title={t('dubbing.customAudio')}>
          {dubbing?.customAudioUrl ? (
            <div className="panel-stack">
              <span className="panel-file">
                {decodeURIComponent(dubbing.customAudioUrl.split('/').pop() ?? '')} · {(page.duration / 1000).toFixed(1)} s
              </span>
              <Button danger onClick={() => apply((s) => clearCustomAudio(s, page.uuid))}>
                {t('dubbing.clearAudio')}
              </Button>
            </div>
          ) : (
            <UploadButton
              accept=".mp3,.wav,audio/mpeg,audio/wav"
              label={t('dubbing.uploadAudio')}
              onUploaded={(file) => void attachUploadedAudio(file.url)}
            />
          )}
          <p className="panel-hint">{t('dubbing.audioHint')}</p>
        </PanelSection>
      )}
      <PanelSection
        title={t('dubbing.script')}
        extra={
          <span className={`char-count${rule.ok ? '' : ' is-short'}`}>
            {t('dubbing.chars', { n: length, min: DUBBING_TEXT_MIN_CHARS })}
          </span>
        }
      >
        <Input.TextArea
          value={text}
          autoSize={{ minRows: 6, maxRows: 14 }}
          placeholder={t('dubbing.placeholder')}
          onChange={(event) => apply((s) => setDubbingText(s, page.uuid, event.target.value, newId()))}
          data-testid="dubbing-text"
        />
        {!rule.ok && length > 0 && <Alert type="warning" showIcon title={errorText(rule.error)} className="panel-alert" />}
      </PanelSection>
      <PanelSection title={t('dubbing.voice')}>
        <div className="voice-pick">
          <Select
            showSearch
            optionFilterProp="label"
            value={dubbing?.voiceId}
            placeholder={t('dubbing.chooseVoice')}
            loading={speakers.isPending}
            options={options}
            onChange={setVoice}
            className="voice-select"
            data-testid="voice-select"
          />
          <Tooltip title={t('dubbing.playSample')}>
            <Button
              icon={sample.playing === voice?.id ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
              disabled={!voice}
              onClick={() => voice && sample.toggle(voice)}
              aria-label={t('dubbing.playSample')}
              data-testid="voice-sample"
            />
          </Tooltip>
        </div>
        <Checkbox checked={allPages} onChange={(event) => setAllPages(event.target.checked)}>
          {t('dubbing.allPages')}
        </Checkbox>
        <label className="panel-field">
          <span>{t('dubbing.speed', { speed: (dubbing?.speed ?? 1).toFixed(2) })}</span>
          <Slider min={0.5} max={2} step={0.05} value={dubbing?.speed ?? 1} onChange={setSpeed} disabled={!dubbing} />
        </label>
      </PanelSection>
    </div>
  );
}
