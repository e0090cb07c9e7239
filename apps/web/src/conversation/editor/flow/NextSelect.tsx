import type { FlowNode } from '@orator/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** Which node to go to: any other node, or nowhere. */
export function NextSelect({
  nodes,
  self,
  value,
  onChange,
  allowNone = true,
  testId,
}: {
  nodes: readonly FlowNode[];
  self: string;
  value: string | null;
  onChange: (next: string | null) => void;
  allowNone?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('aiask');
  const options = nodes
    .filter((node) => node.id !== self)
    .map((node) => ({ value: node.id, label: `${node.name} · ${t(`flow.types.${node.config.type}`)}` }));
  return (
    <Select
      data-testid={testId}
      value={value ?? (allowNone ? '' : undefined)}
      onChange={(next: string) => onChange(next === '' ? null : next)}
      options={allowNone ? [{ value: '', label: t('flow.field.none') }, ...options] : options}
    />
  );
}
