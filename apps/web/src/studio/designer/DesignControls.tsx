import { EYE_COLORS, HAIR_COLORS, OUTFIT_PALETTES, SCARF_COLORS, SKIN_TONES } from '@orator/scene';
import {
  AGES,
  AVATAR_GENDERS,
  AVATAR_STYLES,
  BEANIE_HAIR,
  BROW_STYLES,
  EAR_COVERING_HAIR,
  EYE_SHAPES,
  FACE_SHAPES,
  FACIAL_HAIR,
  GLASSES,
  HAIR_COLOR_NAMES,
  HAIR_STYLES,
  OUTFITS,
  type AvatarParams,
} from '@orator/shared';
import { Select, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGNER_NAMESPACE } from './i18n/register.ts';

type Change = (patch: Partial<AvatarParams>) => void;

function Field({ label, children, hint }: { label: string; children: ReactNode; hint?: string | undefined }) {
  return (
    <div className="designer-field">
      <span className="designer-label">{label}</span>
      <Tooltip title={hint}>
        <div className="designer-input">{children}</div>
      </Tooltip>
    </div>
  );
}

/** An antd Select over one enumeration, labelled from `values.<group>`. */
function Choice<T extends string>({
  field,
  group,
  options,
  value,
  onChange,
  disabled,
}: {
  field: string;
  group: string;
  options: readonly T[];
  value: T;
  onChange(value: T): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(DESIGNER_NAMESPACE);
  return (
    <Select<T>
      data-testid={`design-${field}`}
      showSearch
      optionFilterProp="label"
      value={value}
      disabled={disabled}
      onChange={onChange}
      // i18next reads dots as nesting: '2.5d' is keyed '2_5d'.
      options={options.map((option) => ({ value: option, label: t(`values.${group}.${option.replace('.', '_')}`) }))}
      style={{ width: '100%' }}
    />
  );
}

/** A row of colour buttons; `colours` may hold two or three colours per choice (an outfit palette). */
function Swatches({
  field,
  label,
  choices,
  selected,
  onPick,
}: {
  field: string;
  label: (index: number) => string;
  choices: readonly (readonly string[])[];
  selected: number;
  onPick(index: number): void;
}) {
  return (
    <div className="designer-swatches" role="radiogroup">
      {choices.map((colours, index) => (
        <button
          key={colours.join()}
          type="button"
          role="radio"
          aria-checked={index === selected}
          aria-label={label(index)}
          title={label(index)}
          data-testid={`design-${field}-${index}`}
          className={`designer-swatch${index === selected ? ' is-selected' : ''}`}
          style={{
            background:
              colours.length === 1
                ? colours[0]
                : `linear-gradient(90deg, ${colours.map((c, i) => `${c} ${(i * 100) / colours.length}% ${((i + 1) * 100) / colours.length}%`).join(', ')})`,
          }}
          onClick={() => onPick(index)}
        />
      ))}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="designer-group">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The designer's controls, grouped as the brief lists them; every change goes through `onChange`. */
export function DesignControls({ params, onChange }: { params: AvatarParams; onChange: Change }) {
  const { t } = useTranslation(DESIGNER_NAMESPACE);
  const palettes = OUTFIT_PALETTES[params.outfit];
  const paletteIndex = palettes.findIndex(
    ([main, inner, accent]) =>
      main === params.outfitColors.main && inner === params.outfitColors.inner && accent === params.outfitColors.accent,
  );
  const coversEars = EAR_COVERING_HAIR.includes(params.hairStyle);
  const beanieFits = BEANIE_HAIR.includes(params.hairStyle);
  const swatchLabel = (field: string) => (index: number) => t('swatch', { label: t(`fields.${field}`), index: index + 1 });

  return (
    <div className="designer-controls">
      <Group title={t('groups.body')}>
        <Field label={t('fields.gender')}>
          <Choice
            field="gender"
            group="genders"
            options={AVATAR_GENDERS}
            value={params.gender}
            onChange={(gender) => onChange({ gender })}
          />
        </Field>
        <Field label={t('fields.age')}>
          <Choice field="age" group="ages" options={AGES} value={params.age} onChange={(age) => onChange({ age })} />
        </Field>
        <Field label={t('fields.skin')}>
          <Swatches
            field="skin"
            label={swatchLabel('skin')}
            choices={SKIN_TONES.map((tone) => [tone.base])}
            selected={params.skin}
            onPick={(skin) => onChange({ skin })}
          />
        </Field>
        <Field label={t('fields.faceShape')}>
          <Choice
            field="faceShape"
            group="faceShapes"
            options={FACE_SHAPES}
            value={params.faceShape}
            onChange={(faceShape) => onChange({ faceShape })}
          />
        </Field>
      </Group>
      <Group title={t('groups.hair')}>
        <Field label={t('fields.hairStyle')}>
          <Choice
            field="hairStyle"
            group="hairStyles"
            options={HAIR_STYLES}
            value={params.hairStyle}
            onChange={(hairStyle) => onChange({ hairStyle })}
          />
        </Field>
        {params.hairStyle === 'hijab' ? (
          <Field label={t('fields.scarfColor')}>
            <Swatches
              field="scarfColor"
              label={swatchLabel('scarfColor')}
              choices={SCARF_COLORS.map((c) => [c])}
              selected={SCARF_COLORS.indexOf(params.scarfColor as (typeof SCARF_COLORS)[number])}
              onPick={(index) => onChange({ scarfColor: SCARF_COLORS[index]! })}
            />
          </Field>
        ) : (
          <Field label={t('fields.hairColor')}>
            <Swatches
              field="hairColor"
              label={(index) => t(`hairColors.${HAIR_COLOR_NAMES[index]!}`)}
              choices={HAIR_COLOR_NAMES.map((name) => [HAIR_COLORS[name]])}
              selected={HAIR_COLOR_NAMES.indexOf(params.hairColor)}
              onPick={(index) => onChange({ hairColor: HAIR_COLOR_NAMES[index]! })}
            />
          </Field>
        )}
      </Group>
      <Group title={t('groups.face')}>
        <Field label={t('fields.brows')}>
          <Choice field="brows" group="brows" options={BROW_STYLES} value={params.brows} onChange={(brows) => onChange({ brows })} />
        </Field>
        <Field label={t('fields.eyes')}>
          <Choice field="eyes" group="eyes" options={EYE_SHAPES} value={params.eyes} onChange={(eyes) => onChange({ eyes })} />
        </Field>
        <Field label={t('fields.eyeColor')}>
          <Swatches
            field="eyeColor"
            label={swatchLabel('eyeColor')}
            choices={EYE_COLORS.map((c) => [c])}
            selected={EYE_COLORS.indexOf(params.eyeColor as (typeof EYE_COLORS)[number])}
            onPick={(index) => onChange({ eyeColor: EYE_COLORS[index]! })}
          />
        </Field>
        <Field label={t('fields.facialHair')} hint={params.gender === 'female' ? t('onlyWith.facialHair') : undefined}>
          <Choice
            field="facialHair"
            group="facialHair"
            options={FACIAL_HAIR}
            value={params.facialHair}
            disabled={params.gender === 'female'}
            onChange={(facialHair) => onChange({ facialHair })}
          />
        </Field>
        <Field label={t('fields.glasses')}>
          <Choice field="glasses" group="glasses" options={GLASSES} value={params.glasses} onChange={(glasses) => onChange({ glasses })} />
        </Field>
      </Group>
      <Group title={t('groups.clothes')}>
        <Field label={t('fields.outfit')}>
          <Choice
            field="outfit"
            group="outfits"
            options={OUTFITS}
            value={params.outfit}
            onChange={(outfit) => {
              const [main, inner, accent] = OUTFIT_PALETTES[outfit][0]!;
              onChange({ outfit, outfitColors: { main, inner, accent } });
            }}
          />
        </Field>
        <Field label={t('fields.palette')}>
          <Swatches
            field="palette"
            label={swatchLabel('palette')}
            choices={palettes}
            selected={paletteIndex}
            onPick={(index) => {
              const [main, inner, accent] = palettes[index]!;
              onChange({ outfitColors: { main, inner, accent } });
            }}
          />
        </Field>
      </Group>
      <Group title={t('groups.extras')}>
        <Field label={t('fields.earrings')} hint={coversEars ? t('onlyWith.earrings') : undefined}>
          <Switch
            data-testid="design-earrings"
            checked={params.earrings}
            disabled={coversEars}
            onChange={(earrings) => onChange({ earrings })}
          />
        </Field>
        <Field label={t('fields.necklace')}>
          <Switch data-testid="design-necklace" checked={params.necklace} onChange={(necklace) => onChange({ necklace })} />
        </Field>
        <Field label={t('fields.headset')}>
          <Switch data-testid="design-headset" checked={params.headset} onChange={(headset) => onChange({ headset })} />
        </Field>
        <Field label={t('fields.hat')} hint={beanieFits ? undefined : t('onlyWith.hat')}>
          <Switch
            data-testid="design-hat"
            checked={params.hat === 'beanie'}
            disabled={!beanieFits}
            onChange={(on) => onChange({ hat: on ? 'beanie' : 'none' })}
          />
        </Field>
      </Group>
      <Group title={t('groups.look')}>
        <Field label={t('fields.style')}>
          <Choice field="style" group="styles" options={AVATAR_STYLES} value={params.style} onChange={(style) => onChange({ style })} />
        </Field>
      </Group>
    </div>
  );
}
