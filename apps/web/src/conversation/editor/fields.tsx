import { isColour, materialIdOf, materialRef, type MaterialKind } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/i18n/index.ts';
import { materialsApi } from '../../lib/api/materialsApi.ts';
import { projectsApi } from '../projects/projectsApi.ts';

/**
 * A colour typed as 3/6-digit hex or rgb (§5). The project keeps the last valid value; an invalid
 * one stays in the box with the message until corrected.
 */
export function ColourField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (colour: string) => void;
  testId: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    setText(value);
  }, [value]);
  const valid = isColour(text.trim());
  return (
    <Form.Item label={label} validateStatus={valid ? undefined : 'error'} help={valid ? undefined : errorText('invalidColour')}>
      <Input
        value={text}
        prefix={<span className="ak-ed-swatch" style={{ background: valid ? text.trim() : 'transparent' }} />}
        onChange={(event) => {
          setText(event.target.value);
          if (isColour(event.target.value.trim())) onChange(event.target.value.trim());
        }}
        data-testid={testId}
      />
    </Form.Item>
  );
}

/** The caller's materials (all kinds, newest first): what the pickers and the stage's previews read. */
export function useMaterials() {
  return useQuery({ queryKey: ['aiask', 'materials', 'editor'], queryFn: () => materialsApi.page({ page: 1, size: 100 }) });
}

/** The speaker catalogue (tts/list). */
export function useVoices() {
  return useQuery({ queryKey: ['aiask', 'voices'], queryFn: () => projectsApi.voices() });
}

/** A media address: a material of the library (kept as a reference, see material-refs) or a pasted URL. */
export function MediaField({
  label,
  kind,
  value,
  onChange,
  testId,
  allowNone = false,
}: {
  label: string;
  kind: MaterialKind;
  value: string;
  onChange: (url: string) => void;
  testId: string;
  allowNone?: boolean;
}) {
  const { t } = useTranslation('aiask');
  const materials = useMaterials();
  const ofKind = (materials.data?.items ?? []).filter((material) => material.kind === kind);
  const materialId = materialIdOf(value);
  const options = [
    ...(allowNone ? [{ value: '', label: t('editor.media.none') }] : []),
    ...ofKind.map((material) => ({ value: materialRef(material.id), label: material.name })),
  ];
  if (materialId && !ofKind.some((material) => material.id === materialId))
    options.push({ value, label: t('editor.media.missingMaterial') });
  return (
    <Form.Item label={label}>
      <Select
        value={materialId || (allowNone && !value) ? value : undefined}
        placeholder={t('editor.media.fromLibrary')}
        loading={materials.isPending}
        options={options}
        onChange={(next: string) => onChange(next)}
        data-testid={`${testId}-material`}
      />
      <Input
        className="ak-ed-url"
        value={materialId ? '' : value}
        placeholder={`${t('editor.media.pasteUrl')}: ${t('editor.media.urlPlaceholder')}`}
        onChange={(event) => onChange(event.target.value.trim())}
        maxLength={2000}
        data-testid={`${testId}-url`}
      />
    </Form.Item>
  );
}

/** A list of short words typed one by one (Enter after each). */
export function WordsInput({
  value,
  onChange,
  testId,
  max,
}: {
  value: string[];
  onChange: (words: string[]) => void;
  testId: string;
  max?: number;
}) {
  return (
    <Select
      mode="tags"
      value={value}
      open={false}
      suffixIcon={null}
      maxCount={max}
      onChange={(words: string[]) => onChange(words.map((word) => word.trim()).filter(Boolean))}
      tokenSeparators={[',', '，']}
      data-testid={testId}
    />
  );
}

export function WordsField({
  label,
  help,
  ...input
}: {
  label: string;
  value: string[];
  onChange: (words: string[]) => void;
  testId: string;
  help?: string;
  max?: number;
}) {
  return (
    <Form.Item label={label} help={help}>
      <WordsInput {...input} />
    </Form.Item>
  );
}
