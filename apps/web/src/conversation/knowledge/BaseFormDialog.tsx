import { Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface BaseFormValues {
  name: string;
  type: 'file' | 'qa';
}

/**
 * Create a knowledge base (name required, type regular files or Q&A), or change an existing
 * one's settings (the type is fixed once documents were processed by it, so only create asks).
 */
export function BaseFormDialog({
  open,
  mode,
  initial,
  onSubmit,
  onClose,
}: {
  open: boolean;
  mode: 'create' | 'settings';
  initial?: BaseFormValues;
  onSubmit: (values: BaseFormValues) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<BaseFormValues>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue(initial ?? { name: '', type: 'file' });
  }, [open, initial, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit({ ...values, name: values.name.trim() });
      onClose();
    } catch {
      // The HTTP client showed why; the dialog stays open for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={mode === 'create' ? t('knowledge.createTitle') : t('knowledge.settingsTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={mode === 'create' ? t('common.create') : t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'base-form-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()} initialValues={{ name: '', type: 'file' }}>
        <Form.Item
          name="name"
          label={t('knowledge.nameLabel')}
          rules={[{ required: true, whitespace: true, message: t('knowledge.nameRequired') }]}
        >
          <Input autoFocus maxLength={100} placeholder={t('knowledge.namePlaceholder')} data-testid="base-name" />
        </Form.Item>
        {mode === 'create' && (
          <Form.Item name="type" label={t('knowledge.typeLabel')}>
            <Radio.Group
              optionType="button"
              options={(['file', 'qa'] as const).map((type) => ({
                value: type,
                label: <span data-testid={`base-type-${type}`}>{t(`knowledge.types.${type}`)}</span>,
              }))}
            />
          </Form.Item>
        )}
        {mode === 'create' && (
          <Form.Item noStyle shouldUpdate>
            {() => (
              <p className="ak-muted">{t(`knowledge.typeHints.${(form.getFieldValue('type') as BaseFormValues['type']) ?? 'file'}`)}</p>
            )}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
