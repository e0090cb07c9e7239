import { FONT_FAMILIES } from '@orator/scene';
import { textStyleSchema, type ProjectPage, type SubtitleElement, type TextStyle } from '@orator/shared';
import { ColorPicker, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { newSubtitle } from '../state/elementFactory.ts';
import { newId } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';
import { PanelSection } from './PanelKit.tsx';

function subtitleOf(page: ProjectPage | null): SubtitleElement | undefined {
  return page?.elements.find((e): e is SubtitleElement => e.type === 'subtitle');
}

/** Subtitles on or off and their style, the same on every page (product-rules#export-subtitles). */
export function SubtitlePanel() {
  const { t } = useTranslation('studio');
  const { page, ratio, updateAllPages } = usePageEditing();
  const subtitle = subtitleOf(page);
  const style: TextStyle = subtitle?.style ?? textStyleSchema.parse({ font: 'STSong', fontSize: 30, color: '#ffffff' });

  /** Applies a subtitle change to every page, creating the element where a page lacks one. */
  const change = (edit: (element: SubtitleElement) => SubtitleElement) =>
    updateAllPages((p) => {
      const existing = subtitleOf(p);
      const element = edit(existing ?? newSubtitle(newId, ratio, false));
      return existing
        ? { ...p, elements: p.elements.map((e) => (e.uuid === existing.uuid ? element : e)) }
        : { ...p, elements: [...p.elements, element] };
    });
  const changeStyle = (patch: Partial<TextStyle>) => change((element) => ({ ...element, style: { ...style, ...element.style, ...patch } }));

  return (
    <div className="panel-body">
      <PanelSection
        title={t('subtitle.show')}
        extra={
          <Switch
            checked={subtitle?.srt_show ?? false}
            onChange={(srtShow) => change((e) => ({ ...e, srt_show: srtShow }))}
            data-testid="subtitle-toggle"
          />
        }
      >
        <p className="panel-hint">{t('subtitle.hint')}</p>
      </PanelSection>
      <PanelSection title={t('subtitle.style')}>
        <label className="panel-field">
          <span>{t('props.font')}</span>
          <Select
            value={style.font}
            onChange={(font) => changeStyle({ font })}
            options={FONT_FAMILIES.map((f) => ({ value: f.key, label: f.name }))}
          />
        </label>
        <div className="panel-grid-2">
          <label className="panel-field">
            <span>{t('props.fontSize')}</span>
            <InputNumber min={12} max={96} value={style.fontSize} onChange={(fontSize) => fontSize && changeStyle({ fontSize })} />
          </label>
          <label className="panel-field">
            <span>{t('props.color')}</span>
            <ColorPicker value={style.color} onChangeComplete={(color) => changeStyle({ color: color.toHexString() })} showText />
          </label>
        </div>
        <label className="panel-row">
          <span>{t('props.bold')}</span>
          <Switch size="small" checked={style.bold} onChange={(bold) => changeStyle({ bold })} />
        </label>
        <label className="panel-field">
          <span>{t('subtitle.lineLength')}</span>
          <InputNumber
            min={8}
            max={120}
            value={subtitle?.srt_len}
            onChange={(srtLen) => srtLen && change((e) => ({ ...e, srt_len: srtLen }))}
          />
        </label>
      </PanelSection>
    </div>
  );
}
