import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
} from '@ant-design/icons';
import { FONT_FAMILIES } from '@orator/scene';
import {
  ANIMATION_TRIGGERS,
  ANIMATION_TYPES,
  animationSchema,
  deleteElement,
  isVisualElement,
  moveLayerDown,
  moveLayerUp,
  type Animation,
  type TextStyle,
  type VisualElement,
} from '@orator/shared';
import { Button, ColorPicker, Collapse, Input, InputNumber, Segmented, Select, Slider, Switch, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { boxOf, withBox } from '../stage/elementBoxes.ts';
import { useEditorStore } from '../state/editorStore.ts';
import { usePageEditing } from '../state/usePageEditing.ts';

type TextLike = Extract<VisualElement, { type: 'text' | 'title' }>;

function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 1,
  suffix,
}: {
  label: string;
  value: number;
  onChange(value: number): void;
  min?: number;
  max?: number;
  step?: number;
  suffix?: string;
}) {
  return (
    <label className="prop-field">
      <span>{label}</span>
      <InputNumber
        size="small"
        value={Math.round(value * 100) / 100}
        min={min}
        max={max}
        step={step}
        suffix={suffix}
        onChange={(next) => next !== null && onChange(next)}
      />
    </label>
  );
}

/** Editor properties (product-rules#projects-model) for the selected element. */
export function PropertiesPanel() {
  const { t } = useTranslation('studio');
  const { page, apply, updateEl } = usePageEditing();
  const selected = useEditorStore((s) => s.selectedElementUuid);
  const element = page?.elements.find((e) => e.uuid === selected);
  if (!page || !element || !isVisualElement(element)) {
    return (
      <aside className="props-panel is-empty" data-testid="properties">
        <p>{t('props.nothingSelected')}</p>
      </aside>
    );
  }
  const box = boxOf(element);
  const setBox = (patch: Partial<typeof box>) => updateEl(element, (e) => withBox(e, { ...box, ...patch }) as typeof e);
  const isText = element.type === 'text' || element.type === 'title';

  return (
    <aside className="props-panel" data-testid="properties">
      <header className="props-head">
        <strong>{t(`elements.${element.type}`)}</strong>
        <div>
          <Tooltip title={t('props.layerUp')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              onClick={() => apply((s) => moveLayerUp(s, page.uuid, element.uuid))}
              aria-label={t('props.layerUp')}
              data-testid="layer-up"
            />
          </Tooltip>
          <Tooltip title={t('props.layerDown')}>
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              onClick={() => apply((s) => moveLayerDown(s, page.uuid, element.uuid))}
              aria-label={t('props.layerDown')}
              data-testid="layer-down"
            />
          </Tooltip>
          <Tooltip title={t('common.delete')}>
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => apply((s) => deleteElement(s, page.uuid, element.uuid))}
              aria-label={t('common.delete')}
              data-testid="element-delete"
            />
          </Tooltip>
        </div>
      </header>
      <Collapse
        ghost
        size="small"
        defaultActiveKey={['layout', 'text']}
        items={[
          {
            key: 'layout',
            label: t('props.layout'),
            children: (
              <div className="prop-grid">
                <NumberField label="X" value={box.left} onChange={(left) => setBox({ left })} />
                <NumberField label="Y" value={box.top} onChange={(top) => setBox({ top })} />
                <NumberField label={t('props.width')} value={box.width} min={1} onChange={(width) => setBox({ width })} />
                <NumberField label={t('props.height')} value={box.height} min={1} onChange={(height) => setBox({ height })} />
                <NumberField
                  label={t('props.rotate')}
                  value={box.rotation}
                  min={-180}
                  max={180}
                  suffix="°"
                  onChange={(rotation) => setBox({ rotation })}
                />
                <div className="prop-field">
                  <span>{t('props.layer')}</span>
                  <span className="prop-static" data-testid="layer-value">
                    {element.zIndex}
                  </span>
                </div>
                <label className="prop-field prop-wide">
                  <span>{t('props.opacity')}</span>
                  <Slider
                    min={0}
                    max={100}
                    value={Math.round(element.opacity * 100)}
                    onChange={(value) => updateEl(element, (e) => ({ ...e, opacity: value / 100 }))}
                  />
                </label>
              </div>
            ),
          },
          ...(isText ? [{ key: 'text', label: t('props.text'), children: <TextProperties element={element} /> }] : []),
          {
            key: 'in',
            label: t('props.animationIn'),
            children: (
              <AnimationFields value={element.animationIn} onChange={(animationIn) => updateEl(element, (e) => ({ ...e, animationIn }))} />
            ),
          },
          {
            key: 'out',
            label: t('props.animationOut'),
            children: (
              <AnimationFields
                value={element.animationOut}
                onChange={(animationOut) => updateEl(element, (e) => ({ ...e, animationOut }))}
              />
            ),
          },
        ]}
      />
    </aside>
  );
}

function TextProperties({ element }: { element: TextLike }) {
  const { t } = useTranslation('studio');
  const { updateEl } = usePageEditing();
  const style = element.style;
  const setStyle = (patch: Partial<TextStyle>) => updateEl(element, (e) => ({ ...e, style: { ...e.style, ...patch } }));
  return (
    <div className="prop-grid">
      <label className="prop-field prop-wide">
        <span>{t('props.content')}</span>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={element.text}
          onChange={(event) => updateEl(element, (e) => ({ ...e, text: event.target.value }))}
          data-testid="text-content"
        />
      </label>
      <label className="prop-field prop-wide">
        <span>{t('props.font')}</span>
        <Select
          size="small"
          value={style.font}
          onChange={(font) => setStyle({ font })}
          options={FONT_FAMILIES.map((f) => ({ value: f.key, label: f.name }))}
        />
      </label>
      <NumberField label={t('props.fontSize')} value={style.fontSize} min={8} max={300} onChange={(fontSize) => setStyle({ fontSize })} />
      <NumberField
        label={t('props.letterSpacing')}
        value={style.letterSpacing}
        min={-10}
        max={100}
        onChange={(letterSpacing) => setStyle({ letterSpacing })}
      />
      <NumberField
        label={t('props.lineSpacing')}
        value={style.lineHeight}
        min={0.8}
        max={4}
        step={0.1}
        onChange={(lineHeight) => setStyle({ lineHeight })}
      />
      <label className="prop-field">
        <span>{t('props.color')}</span>
        <ColorPicker size="small" value={style.color} onChangeComplete={(color) => setStyle({ color: color.toHexString() })} />
      </label>
      <label className="prop-field">
        <span>{t('props.stroke')}</span>
        <ColorPicker
          size="small"
          value={style.stroke?.color ?? '#000000'}
          onChangeComplete={(color) => setStyle({ stroke: { width: style.stroke?.width || 2, color: color.toHexString() } })}
        />
      </label>
      <NumberField
        label={t('props.strokeWidth')}
        value={style.stroke?.width ?? 0}
        min={0}
        max={20}
        onChange={(width) => setStyle({ stroke: { color: style.stroke?.color ?? '#000000', width } })}
      />
      <label className="prop-field">
        <span>{t('props.fill')}</span>
        <ColorPicker
          size="small"
          allowClear
          value={style.fill ?? null}
          onChangeComplete={(color) => setStyle({ fill: color.toHexString() })}
          onClear={() => setStyle({ fill: undefined })}
        />
      </label>
      <label className="prop-field prop-wide">
        <span>{t('props.align')}</span>
        <Segmented
          size="small"
          value={style.align}
          onChange={(align) => setStyle({ align: align as TextStyle['align'] })}
          options={[
            { value: 'left', icon: <AlignLeftOutlined /> },
            { value: 'center', icon: <AlignCenterOutlined /> },
            { value: 'right', icon: <AlignRightOutlined /> },
          ]}
        />
      </label>
      <label className="prop-field">
        <span>{t('props.bold')}</span>
        <Switch size="small" checked={style.bold} onChange={(bold) => setStyle({ bold })} />
      </label>
      <label className="prop-field">
        <span>{t('props.italic')}</span>
        <Switch size="small" checked={style.italic} onChange={(italic) => setStyle({ italic })} />
      </label>
    </div>
  );
}

function AnimationFields({ value, onChange }: { value: Animation | undefined; onChange(value: Animation | undefined): void }) {
  const { t } = useTranslation('studio');
  const animation = value ?? animationSchema.parse({});
  const set = (patch: Partial<Animation>) => {
    const next = { ...animation, ...patch };
    onChange(next.type === 'none' ? undefined : next);
  };
  return (
    <div className="prop-grid">
      <label className="prop-field prop-wide">
        <span>{t('props.animationType')}</span>
        <Select
          size="small"
          value={animation.type}
          onChange={(type) => set({ type })}
          options={ANIMATION_TYPES.map((type) => ({ value: type, label: t(`animations.${type}`) }))}
        />
      </label>
      <label className="prop-field prop-wide">
        <span>{t('props.trigger')}</span>
        <Select
          size="small"
          value={animation.trigger}
          disabled={animation.type === 'none'}
          onChange={(trigger) => set({ trigger })}
          options={ANIMATION_TRIGGERS.map((trigger) => ({ value: trigger, label: t(`triggers.${trigger}`) }))}
        />
      </label>
      <NumberField
        label={t('props.durationMs')}
        value={animation.durationMs}
        min={0}
        max={10_000}
        step={100}
        suffix="ms"
        onChange={(durationMs) => set({ durationMs: Math.round(durationMs) })}
      />
      <NumberField
        label={t('props.delayMs')}
        value={animation.delayMs}
        min={0}
        max={60_000}
        step={100}
        suffix="ms"
        onChange={(delayMs) => set({ delayMs: Math.round(delayMs) })}
      />
    </div>
  );
}
