import type { CollectField } from '@orator/shared';
import { Button, Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

const KINDS = ['text', 'phone', 'email', 'number'] as const;

/** An information-collection node's fields, asked in this order. */
export function FieldsEditor({ fields, onChange }: { fields: CollectField[]; onChange: (fields: CollectField[]) => void }) {
  const { t } = useTranslation('aiask');
  const update = (index: number, patch: Partial<CollectField>) =>
    onChange(fields.map((field, i) => (i === index ? { ...field, ...patch } : field)));
  const freeKey = () => {
    let n = fields.length + 1;
    while (fields.some((field) => field.key === `field${n}`)) n++;
    return `field${n}`;
  };
  return (
    <Form.Item label={t('flow.field.fields')}>
      {fields.map((field, index) => (
        <div key={index} className="ak-flow-field" data-testid="flow-field">
          <div className="ak-flow-row">
            <Form.Item label={t('flow.field.fieldKey')}>
              <Input value={field.key} maxLength={40} onChange={(event) => update(index, { key: event.target.value })} />
            </Form.Item>
            <Form.Item label={t('flow.field.fieldKind')}>
              <Select
                value={field.kind}
                onChange={(kind: CollectField['kind']) => update(index, { kind })}
                options={KINDS.map((kind) => ({ value: kind, label: t(`flow.kinds.${kind}`) }))}
              />
            </Form.Item>
            <Form.Item label={t('flow.field.required')}>
              <Switch checked={field.required} onChange={(required) => update(index, { required })} />
            </Form.Item>
          </div>
          <Form.Item label={t('flow.field.fieldPrompt')}>
            <Input value={field.prompt} maxLength={1000} onChange={(event) => update(index, { prompt: event.target.value })} />
          </Form.Item>
          {fields.length > 1 && (
            <Button danger size="small" onClick={() => onChange(fields.filter((_, i) => i !== index))}>
              {t('flow.remove')}
            </Button>
          )}
        </div>
      ))}
      {fields.length < 20 && (
        <Button
          onClick={() => onChange([...fields, { key: freeKey(), prompt: '', kind: 'text', required: true }])}
          data-testid="flow-add-field"
        >
          {t('flow.field.addField')}
        </Button>
      )}
    </Form.Item>
  );
}
