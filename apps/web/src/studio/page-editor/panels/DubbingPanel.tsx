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
} from '@orator/shared';
import { Alert, Button, Checkbox, Input, Segmented, Slider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n/index.ts';
import { VoicePicker } from '../../kit/voice/VoicePicker.tsx';
import { audioLengthMs } from '../../shared/player/playbackEngine.ts';
import { newId, useDriveMode } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { PanelSection } from './PanelKit.tsx';
import { UploadButton } from './UploadButton.tsx';

/** Dubbing: the page's script, voice and speed, or uploaded audio in audio-driven projects (product-rules#projects-pages). */
export function DubbingPanel() {
  const { t } = useTranslation('studio');
  const { page, apply, updateEl, updateAllPages } = usePageEditing();
  const driveMode = useDriveMode();
  const [allPages, setAllPages] = useState(true);
  const dubbing = page ? dubbingOf(page) : undefined;
  if (!page) return null;

  const text = dubbing?.text ?? '';
  const length = visibleLength(text);
  const rule = checkDubbingText(text);

  const setVoice = (voiceId: string | undefined) => {
    if (!voiceId) return;
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
        <VoicePicker key={page.uuid} voiceId={dubbing?.voiceId} text={text} onChange={setVoice} />
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
