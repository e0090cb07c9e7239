import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ROLE_CUSTOM_PARAMETERS_MAX } from '@orator/shared';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Key/value pairs the role carries (spec §3 custom parameters). */
export function CustomParametersField() {
  const { t } = useTranslation('aiask');
  return (
    <Form.Item label={t('roleForm.customParameters')}>
      <Form.List name="customParameters">
        {(fields, { add, remove }) => (
          <div className="ak-list-field">
            {fields.map((field) => (
              <div key={field.key} className="ak-param-row">
                <Form.Item name={[field.name, 'key']} noStyle>
                  <Input placeholder={t('roleForm.parameterKey')} maxLength={100} />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} noStyle>
                  <Input placeholder={t('roleForm.parameterValue')} maxLength={1000} />
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('roleForm.remove')} onClick={() => remove(field.name)} />
              </div>
            ))}
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={fields.length >= ROLE_CUSTOM_PARAMETERS_MAX}
              onClick={() => add({ key: '', value: '' })}
            >
              {t('roleForm.addParameter')}
            </Button>
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
