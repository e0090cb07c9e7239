import { BoldOutlined, ItalicOutlined, UnderlineOutlined } from '@ant-design/icons';
import {
  CLIP_SOURCE_TYPE,
  defaultSubtitleTextStyle,
  setSubtitleTextStyle,
  setTrackVisibility,
  SUBTITLE_FONT_ALIGNS,
  type Track,
} from '@orator/shared';
import { FONT_FAMILIES } from '@orator/scene';
import { Button, ColorPicker, Segmented, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { KIND_LABEL_KEYS, kindOfTrack } from '../model/trackKinds.ts';
import { useTrackEditor } from '../state/trackStore.ts';
import { Field, NumberField, Section } from './Fields.tsx';

const FONT_OPTIONS = FONT_FAMILIES.map((family) => ({ value: family.key, label: family.name }));

/** Subtitle text style of a track, starting from the defaults of product-rules#timeline (SimHei, 60, white, centred). */
function SubtitleStyle({ track }: { track: Track }) {
  const { t } = useTranslation('trackEditor');
  const dispatch = useTrackEditor((s) => s.dispatch);
  const style = track.textStyle ?? defaultSubtitleTextStyle();
  const set = (change: Parameters<typeof setSubtitleTextStyle>[1]) => dispatch(setSubtitleTextStyle(track.uuid, change));
  return (
    <Section title={t('inspector.subtitleStyle')}>
      <Field label={t('inspector.font')}>
        <Select
          size="small"
          value={style.font}
          options={FONT_OPTIONS}
          onChange={(font) => set({ font })}
          popupMatchSelectWidth={false}
          data-testid="subtitle-font"
        />
      </Field>
      <div className="te-grid-2">
        <Field label={t('inspector.fontSize')}>
          <NumberField value={style.fontSize} min={8} max={200} onCommit={(fontSize) => set({ fontSize })} testId="subtitle-size" />
        </Field>
        <Field label={t('inspector.colour')}>
          <ColorPicker
            size="small"
            value={style.fontColor}
            disabledAlpha
            onChangeComplete={(color) => set({ fontColor: color.toHexString() })}
            showText
          />
        </Field>
      </div>
      <Field label={t('inspector.emphasis')}>
        <span className="te-toggle-row">
          <Button
            size="small"
            type={style.fontBold ? 'primary' : 'default'}
            icon={<BoldOutlined />}
            onClick={() => set({ fontBold: !style.fontBold })}
            aria-pressed={style.fontBold}
            aria-label={t('inspector.bold')}
          />
          <Button
            size="small"
            type={style.fontItalic ? 'primary' : 'default'}
            icon={<ItalicOutlined />}
            onClick={() => set({ fontItalic: !style.fontItalic })}
            aria-pressed={style.fontItalic}
            aria-label={t('inspector.italic')}
          />
          <Button
            size="small"
            type={style.fontUline ? 'primary' : 'default'}
            icon={<UnderlineOutlined />}
            onClick={() => set({ fontUline: !style.fontUline })}
            aria-pressed={style.fontUline}
            aria-label={t('inspector.underline')}
          />
        </span>
      </Field>
      <Field label={t('inspector.align')}>
        <Segmented
          size="small"
          value={style.fontAlign}
          options={SUBTITLE_FONT_ALIGNS.map((value) => ({ value, label: t(`inspector.aligns.${value}`) }))}
          onChange={(fontAlign) => set({ fontAlign })}
        />
      </Field>
      <Field label={t('inspector.bottom')}>
        <NumberField value={style.bottom} min={0} max={720} suffix="px" onCommit={(bottom) => set({ bottom })} />
      </Field>
    </Section>
  );
}

export function TrackInspector({ track }: { track: Track }) {
  const { t } = useTranslation('trackEditor');
  const dispatch = useTrackEditor((s) => s.dispatch);
  const kind = kindOfTrack(track);
  return (
    <div className="te-inspector-body" data-testid="track-inspector">
      <header className="te-inspector-head">
        <span className={`te-kind-chip kind-${kind}`}>{t(KIND_LABEL_KEYS[kind])}</span>
        <strong>{t('inspector.trackTitle')}</strong>
      </header>
      <Section title={t('inspector.track')}>
        <Field label={t('inspector.visible')}>
          <Switch
            size="small"
            checked={track.isChecked}
            onChange={(checked) => dispatch(setTrackVisibility(track.uuid, checked))}
            data-testid="track-visible-switch"
          />
        </Field>
      </Section>
      {track.type === CLIP_SOURCE_TYPE.subtitle && <SubtitleStyle track={track} />}
    </div>
  );
}
