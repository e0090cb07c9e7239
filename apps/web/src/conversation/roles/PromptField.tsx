import { BulbOutlined } from '@ant-design/icons';
import { ROLE_PROMPT_MAX, type PromptGeneration } from '@orator/shared';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rolesApi } from '../api/rolesApi.ts';

/**
 * The prompt words with the generation button (avatarRole/promptGeneration). The server writes it
 * with the language model, or assembles a template from the role's fields offline; the note says which.
 */
export function PromptField({ roleId }: { roleId: string | undefined }) {
  const { t } = useTranslation('aiask');
  const form = Form.useFormInstance();
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<PromptGeneration['mode'] | null>(null);

  const generate = async () => {
    setBusy(true);
    try {
      const values = form.getFieldsValue(['name', 'description']) as { name?: string; description?: string };
      const result = await rolesApi.generatePrompt({
        roleId,
        name: values.name?.trim() || undefined,
        description: values.description?.trim() || undefined,
      });
      form.setFieldValue('prompt', result.prompt);
      setMode(result.mode);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Item
      label={
        <span className="ak-label-with-action">
          {t('roleForm.prompt')}
          <Button size="small" icon={<BulbOutlined />} loading={busy} onClick={() => void generate()} data-testid="role-generate-prompt">
            {t('roleForm.generatePrompt')}
          </Button>
        </span>
      }
      extra={t('roleForm.promptHint')}
    >
      {mode && (
        <Alert
          type={mode === 'llm' ? 'info' : 'warning'}
          showIcon
          message={mode === 'llm' ? t('roleForm.promptFromModel') : t('roleForm.promptFromTemplate')}
          style={{ marginBottom: 8 }}
          data-testid="prompt-mode"
          data-mode={mode}
        />
      )}
      <Form.Item name="prompt" noStyle>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 12 }} maxLength={ROLE_PROMPT_MAX} showCount data-testid="role-prompt" />
      </Form.Item>
    </Form.Item>
  );
}
