import { QA_DEFAULT_MATCH_THRESHOLD, QA_LANGUAGE_CODES, QA_NAME_MAX, type QaLanguage, type QaLibrary } from '@orator/shared';
import { Form, Input, Modal, Select, Slider, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qaApi } from '../api/qaApi.ts';

interface FormValues {
  name: string;
  languages: QaLanguage[];
  matchThreshold: number;
  answerDirectly: boolean;
}

/** Create a Q&A library or change its settings (spec §5: name and language required). */
export function QaLibraryFormDialog({
  open,
  library,
  onSaved,
  onClose,
}: {
  open: boolean;
  library: QaLibrary | null;
  onSaved: (library: QaLibrary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      library
        ? {
            name: library.name,
            languages: library.languages,
            matchThreshold: library.matchThreshold,
            answerDirectly: library.answerDirectly,
          }
        : { name: '', languages: [], matchThreshold: QA_DEFAULT_MATCH_THRESHOLD, answerDirectly: true },
    );
  }, [open, library, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const saved = await qaApi.saveLibrary({ ...values, id: library?.id, name: values.name.trim() });
      onSaved(saved);
      onClose();
    } catch {
      // shown by the HTTP client; the dialog stays open
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={library ? t('qa.editTitle') : t('qa.createTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={library ? t('common.save') : t('common.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'qa-library-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="name" label={t('qa.name')} rules={[{ required: true, whitespace: true, message: t('qa.nameRequired') }]}>
          <Input autoFocus maxLength={QA_NAME_MAX} data-testid="qa-library-name" />
        </Form.Item>
        <Form.Item
          name="languages"
          label={t('qa.languagesLabel')}
          rules={[{ required: true, type: 'array', min: 1, message: t('qa.languagesRequired') }]}
        >
          <Select
            mode="multiple"
            data-testid="qa-library-languages"
            options={QA_LANGUAGE_CODES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
          />
        </Form.Item>
        <Form.Item name="matchThreshold" label={t('qa.threshold')} extra={t('qa.thresholdHint')}>
          <Slider min={0.3} max={1} step={0.01} />
        </Form.Item>
        <Form.Item name="answerDirectly" label={t('qa.answerDirectly')} extra={t('qa.answerDirectlyHint')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
