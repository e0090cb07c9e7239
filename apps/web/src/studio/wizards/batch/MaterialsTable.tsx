import { DeleteOutlined } from '@ant-design/icons';
import type { AvatarInfo, Speaker, StockItem } from '@orator/shared';
import type { BatchColumn, BatchRow, BatchTableCheck } from '@orator/shared/wizards';
import { AutoComplete, Button, Input, Popconfirm, Select, Table, type SelectProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { errorText, useLanguageStore } from '../../../lib/i18n/index.ts';

export interface EditRow {
  key: string;
  values: BatchRow;
}

interface Props {
  columns: readonly BatchColumn[];
  rows: readonly EditRow[];
  check: BatchTableCheck;
  avatars: readonly AvatarInfo[];
  voices: readonly Speaker[];
  /** The user's own ready voices (voice profiles, cloned voices): `profile:{id}`, listed first as "My voices". */
  ownVoices?: readonly Speaker[];
  backgrounds: readonly StockItem[];
  /** The first template's own texts, shown as the placeholders of the cells that keep them. */
  examples: Partial<Record<string, string>>;
  onChange: (key: string, column: BatchColumn, value: string) => void;
  onRemove: (key: string) => void;
}

/** The editable materials table (product-rules#wizards-batch): one row per video, errors under their cells. */
export function MaterialsTable({
  columns,
  rows,
  check,
  avatars,
  voices,
  ownVoices = [],
  backgrounds,
  examples,
  onChange,
  onRemove,
}: Props) {
  const { t } = useTranslation('wizards-batch');
  useLanguageStore((s) => s.language); // error texts follow the language
  const errors = new Map(check.rows.map((r) => [r.index, r.cells]));

  const heading = (column: BatchColumn) => {
    const n = /^text(\d+)$/.exec(column)?.[1];
    return n ? t('materials.columns.text', { n }) : t(`materials.columns.${column}`);
  };

  const cell = (column: BatchColumn) => (_: unknown, row: EditRow) => {
    // The index in the whole table (the page's own index restarts on each page).
    const index = rows.findIndex((r) => r.key === row.key);
    const value = row.values[column] ?? '';
    const error = errors.get(index)?.[column];
    const status = error ? ('error' as const) : undefined;
    const id = `batch-cell-${index}-${column}`;
    const set = (next: string | null | undefined) => onChange(row.key, column, next ?? '');
    let input;
    if (column === 'dialogue') {
      input = (
        <Input.TextArea
          value={value}
          status={status}
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('materials.placeholders.dialogue')}
          onChange={(e) => set(e.target.value)}
          data-testid={id}
        />
      );
    } else if (column === 'avatar' || column === 'voice') {
      const voiceOption = (v: Speaker) => ({ value: v.id, label: `${v.name} · ${v.locale || v.language}` });
      const options: SelectProps<string>['options'] =
        column === 'avatar'
          ? avatars.map((a) => ({ value: a.id, label: a.name }))
          : ownVoices.length > 0
            ? [
                { label: t('materials.myVoices'), title: 'mine', options: ownVoices.map(voiceOption) },
                { label: t('materials.libraryVoices'), title: 'library', options: voices.map(voiceOption) },
              ]
            : voices.map(voiceOption);
      input = (
        <Select
          value={value || undefined}
          status={status}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('materials.placeholders.keep')}
          options={options}
          onChange={set}
          style={{ width: '100%' }}
          data-testid={id}
        />
      );
    } else if (column === 'background') {
      input = (
        <AutoComplete
          value={value}
          status={status}
          allowClear
          placeholder={t('materials.placeholders.background')}
          options={backgrounds.map((b) => ({ value: b.id, label: `${b.name} (${b.id})` }))}
          filterOption={(typed, option) =>
            String(option?.label ?? '')
              .toLowerCase()
              .includes(typed.toLowerCase())
          }
          onChange={(next: string) => set(next)}
          style={{ width: '100%' }}
          data-testid={id}
        />
      );
    } else {
      input = (
        <Input
          value={value}
          status={status}
          placeholder={examples[column] || t('materials.placeholders.keep')}
          onChange={(e) => set(e.target.value)}
          data-testid={id}
        />
      );
    }
    return (
      <div className="batch-cell">
        {input}
        {error && (
          <div className="batch-cell-error" data-testid={`batch-error-${index}-${column}`}>
            {errorText(error)}
          </div>
        )}
      </div>
    );
  };

  const WIDTH: Partial<Record<string, number>> = { dialogue: 340, title: 180, avatar: 180, voice: 200, background: 200 };
  const tableColumns: ColumnsType<EditRow> = [
    { title: '#', key: 'n', width: 44, render: (_: unknown, row: EditRow) => rows.findIndex((r) => r.key === row.key) + 1 },
    ...columns.map((column) => ({ title: heading(column), key: column, width: WIDTH[column] ?? 180, render: cell(column) })),
    {
      title: '',
      key: 'remove',
      width: 56,
      fixed: 'right' as const,
      render: (_: unknown, row: EditRow) => (
        <Popconfirm title={t('materials.removeConfirm')} onConfirm={() => onRemove(row.key)} okText={t('materials.removeRow')}>
          <Button
            icon={<DeleteOutlined />}
            aria-label={t('materials.removeRow')}
            disabled={rows.length <= 1}
            data-testid={`batch-remove-${rows.findIndex((r) => r.key === row.key)}`}
          />
        </Popconfirm>
      ),
    },
  ];

  return (
    <Table<EditRow>
      className="batch-table"
      rowKey="key"
      size="small"
      columns={tableColumns}
      dataSource={[...rows]}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      data-testid="batch-materials"
    />
  );
}
