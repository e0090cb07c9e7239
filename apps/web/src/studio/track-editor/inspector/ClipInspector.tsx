import { formatTimelineTime, isMediaSource, moveClip, setClipBox, setClipContent, setClipProperties, type Clip } from '@orator/shared';
import { Input, Slider } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasSound, isVisualSource, KIND_LABEL_KEYS, kindOfTrack } from '../model/trackKinds.ts';
import { useTrackEditor } from '../state/trackStore.ts';
import { Field, NumberField, Section, TimeField } from './Fields.tsx';
import { ClipVoice } from './ClipVoice.tsx';

function ContentEditor({ clip }: { clip: Clip }) {
  const { t } = useTranslation('trackEditor');
  const [draft, setDraft] = useState(clip.content);
  useEffect(() => setDraft(clip.content), [clip.uuid, clip.content]);
  const commit = () => {
    if (draft !== clip.content) useTrackEditor.getState().dispatch(setClipContent(clip.uuid, draft));
  };
  return (
    <Input.TextArea
      value={draft}
      autoSize={{ minRows: 3, maxRows: 8 }}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      placeholder={t('inspector.textPlaceholder')}
      data-testid="clip-content"
    />
  );
}

/** Properties of the selected clip: timing, picture, sound and text, by what the clip has. */
export function ClipInspector({ clip }: { clip: Clip }) {
  const { t } = useTranslation('trackEditor');
  const dispatch = useTrackEditor((s) => s.dispatch);
  const kind = kindOfTrack({ type: clip.sourceType });
  const textual = kind === 'text' || kind === 'subtitle' || kind === 'dubbing';
  return (
    <div className="te-inspector-body" data-testid="clip-inspector" data-clip-uuid={clip.uuid}>
      <header className="te-inspector-head">
        <span className={`te-kind-chip kind-${kind}`}>{t(KIND_LABEL_KEYS[kind])}</span>
        <strong title={clip.title}>{clip.title || clip.content.slice(0, 40) || t(KIND_LABEL_KEYS[kind])}</strong>
      </header>

      <Section title={t('inspector.timing')}>
        <Field label={t('inspector.start')}>
          <TimeField value={clip.startTime} onCommit={(ms) => dispatch(moveClip(clip.uuid, ms))} testId="clip-start" />
        </Field>
        <Field label={t('inspector.duration')}>
          <span className="te-readout" data-testid="clip-duration">
            {formatTimelineTime(clip.duration)}
          </span>
        </Field>
        {isMediaSource(clip.sourceType) && clip.originalDuration > 0 && (
          <Field label={t('inspector.sourceWindow')}>
            <span className="te-readout is-stacked">
              <span>
                {formatTimelineTime(clip.beginTime)} – {formatTimelineTime(clip.beginTime + clip.duration)}
              </span>
              <small>{t('inspector.ofSource', { length: formatTimelineTime(clip.originalDuration) })}</small>
            </span>
          </Field>
        )}
      </Section>

      {textual && (
        <Section title={t(kind === 'dubbing' ? 'inspector.script' : 'inspector.text')}>
          <ContentEditor clip={clip} />
          {kind === 'dubbing' && <p className="te-hint">{t('inspector.scriptHint')}</p>}
        </Section>
      )}

      {kind === 'dubbing' && (
        <Section title={t('voice.voice')}>
          <ClipVoice clip={clip} />
        </Section>
      )}

      {isVisualSource(clip.sourceType) && (
        <Section title={t('inspector.picture')}>
          <div className="te-grid-2">
            <Field label={t('inspector.scale')}>
              <NumberField
                value={clip.scale}
                min={1}
                max={1000}
                suffix="%"
                onCommit={(scale) => dispatch(setClipProperties(clip.uuid, { scale }))}
                testId="clip-scale"
              />
            </Field>
            <Field label={t('inspector.rotate')}>
              <NumberField
                value={clip.rotate}
                min={-360}
                max={360}
                suffix="°"
                onCommit={(rotate) => dispatch(setClipProperties(clip.uuid, { rotate }))}
                testId="clip-rotate"
              />
            </Field>
            <Field label="X">
              <NumberField value={clip.left} onCommit={(left) => dispatch(setClipBox(clip.uuid, { left }))} />
            </Field>
            <Field label="Y">
              <NumberField value={clip.top} onCommit={(top) => dispatch(setClipBox(clip.uuid, { top }))} />
            </Field>
            <Field label={t('inspector.width')}>
              <NumberField value={clip.width} min={0} onCommit={(width) => dispatch(setClipBox(clip.uuid, { width }))} />
            </Field>
            <Field label={t('inspector.height')}>
              <NumberField value={clip.height} min={0} onCommit={(height) => dispatch(setClipBox(clip.uuid, { height }))} />
            </Field>
          </div>
          {clip.width === 0 && clip.height === 0 && <p className="te-hint">{t('inspector.fillsFrame')}</p>}
        </Section>
      )}

      {hasSound(clip.sourceType) && (
        <Section title={t('inspector.sound')}>
          <Field label={t('inspector.volume')}>
            <Slider
              className="te-volume"
              min={0}
              max={200}
              defaultValue={clip.audioDb}
              key={`${clip.uuid}-${clip.audioDb}`}
              onChangeComplete={(audioDb) => dispatch(setClipProperties(clip.uuid, { audioDb }))}
              tooltip={{ formatter: (value) => `${value}%` }}
              data-testid="clip-volume"
            />
          </Field>
          <div className="te-grid-2">
            <Field label={t('inspector.fadeIn')}>
              <NumberField
                value={clip.fadeIn}
                min={0}
                suffix="ms"
                onCommit={(fadeIn) => dispatch(setClipProperties(clip.uuid, { fadeIn }))}
              />
            </Field>
            <Field label={t('inspector.fadeOut')}>
              <NumberField
                value={clip.fadeOut}
                min={0}
                suffix="ms"
                onCommit={(fadeOut) => dispatch(setClipProperties(clip.uuid, { fadeOut }))}
              />
            </Field>
          </div>
        </Section>
      )}
    </div>
  );
}
