import { DeleteOutlined } from '@ant-design/icons';
import {
  LANGUAGE_TEMPLATE_PHRASES,
  QA_LANGUAGE_CODES,
  ROLE_TEXT_MAX,
  incompleteTemplateLanguages,
  type LanguageTemplate,
} from '@orator/shared';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

const PHRASE_LABEL = {
  greeting: 'roleForm.greeting',
  fallbackPhrase: 'roleForm.fallbackPhrase',
  sensitivePhrase: 'roleForm.sensitivePhrase',
  sleepPhrase: 'roleForm.sleepPhrase',
} as const;

/**
 * Greeting and phrases in more languages (spec §3 multi-language templates). A template is complete
 * or refused (spec §5): the form applies the same rule as the server before saving.
 */
export function LanguageTemplatesField() {
  const { t } = useTranslation('aiask');
  const form = Form.useFormInstance();
  const templates = (Form.useWatch('languageTemplates', form) as LanguageTemplate[] | undefined) ?? [];
  const used = new Set(templates.map((template) => template.language));

  return (
    <Form.Item label={t('roleForm.languageTemplates')} extra={t('roleForm.languageTemplatesHint')}>
      <Form.List
        name="languageTemplates"
        rules={[
          {
            validator: async (_, value: LanguageTemplate[] | undefined) => {
              const missing = incompleteTemplateLanguages(value ?? []);
              if (missing.length > 0) {
                throw new Error(t('roleForm.templateIncomplete', { languages: missing.map((code) => t(`languages.${code}`)).join(', ') }));
              }
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div className="ak-list-field">
            {fields.map((field) => {
              const language = templates[field.name]?.language;
              return (
                <fieldset key={field.key} className="ak-template">
                  <legend>
                    {language ? t(`languages.${language}`) : ''}
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('roleForm.remove')}
                      onClick={() => remove(field.name)}
                    />
                  </legend>
                  {LANGUAGE_TEMPLATE_PHRASES.map((phrase) => (
                    <Form.Item key={phrase} name={[field.name, phrase]} label={t(PHRASE_LABEL[phrase])} className="ak-template-item">
                      <Input maxLength={ROLE_TEXT_MAX} />
                    </Form.Item>
                  ))}
                </fieldset>
              );
            })}
            <Select
              placeholder={t('roleForm.addLanguage')}
              value={null}
              style={{ width: 220 }}
              options={QA_LANGUAGE_CODES.filter((code) => !used.has(code)).map((code) => ({ value: code, label: t(`languages.${code}`) }))}
              onChange={(code) => add({ language: code, greeting: '', fallbackPhrase: '', sensitivePhrase: '', sleepPhrase: '' })}
            />
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
