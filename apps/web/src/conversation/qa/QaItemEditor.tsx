import {
  QA_ANSWER_MAX,
  QA_ITEM_STATUSES,
  QA_QUESTION_MAX,
  type QaAction,
  type QaCategory,
  type QaItem,
  type QaItemStatus,
  type QaLanguage,
  type QaLibrary,
} from '@orator/shared';
import { Button, Drawer, Form, Input, Radio, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/ui/notify.ts';
import { qaApi } from '../api/qaApi.ts';
import { similarFromText } from '../model/qaRules.ts';
import { AnswerActionsField } from './AnswerActionsField.tsx';

interface FormValues {
  standardQuestion: string;
  similarText: string;
  answerText: string;
  actions: QaAction[];
  categoryId: string;
  status: QaItemStatus;
  language: QaLanguage;
}

/** One question (spec §3 Q&A item): question, similar questions, answer with actions, category, status, language. */
export function QaItemEditor({
  open,
  library,
  categories,
  item,
  defaultCategoryId,
  onSaved,
  onClose,
}: {
  open: boolean;
  library: QaLibrary;
  categories: QaCategory[];
  item: QaItem | null;
  defaultCategoryId: string | null;
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<FormValues>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      item
        ? {
            standardQuestion: item.standardQuestion,
            similarText: item.similarQuestions.join('\n'),
            answerText: item.answer.text,
            actions: item.answer.actions,
            categoryId: item.categoryId,
            status: item.status,
            language: item.language,
          }
        : {
            standardQuestion: '',
            similarText: '',
            answerText: '',
            actions: [],
            categoryId: defaultCategoryId ?? categories[0]?.id,
            status: 'active',
            language: library.languages[0],
          },
    );
  }, [open, item, form, defaultCategoryId, categories, library]);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await qaApi.saveItem({
        id: item?.id,
        libraryId: library.id,
        standardQuestion: values.standardQuestion.trim(),
        similarQuestions: similarFromText(values.similarText ?? '', values.standardQuestion),
        answer: { text: values.answerText.trim(), actions: values.actions ?? [] },
        categoryId: values.categoryId,
        status: values.status,
        language: values.language,
      });
      toast.success(t('common.saved'));
      await onSaved();
      onClose();
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={560}
      title={item ? t('qaItem.editTitle') : t('qaItem.createTitle')}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid="qa-item-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" data-testid="qa-item-form">
        <Form.Item
          name="standardQuestion"
          label={t('qaItem.standardQuestion')}
          rules={[{ required: true, whitespace: true, message: t('qaItem.questionRequired') }]}
        >
          <Input maxLength={QA_QUESTION_MAX} data-testid="qa-item-question" />
        </Form.Item>
        <Form.Item name="similarText" label={t('qaItem.similarQuestions')} extra={t('qaItem.similarHint')}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} data-testid="qa-item-similar" />
        </Form.Item>
        <Form.Item
          name="answerText"
          label={t('qaItem.answer')}
          rules={[{ required: true, whitespace: true, message: t('qaItem.answerRequired') }]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={QA_ANSWER_MAX} showCount data-testid="qa-item-answer" />
        </Form.Item>
        <Form.Item name="actions" label={t('qaItem.actions')} extra={t('qaItem.voiceFormats')}>
          <AnswerActionsField />
        </Form.Item>
        <Form.Item name="categoryId" label={t('qaItem.category')} rules={[{ required: true, message: t('qaItem.categoryRequired') }]}>
          <Select options={categories.map((category) => ({ value: category.id, label: category.name }))} data-testid="qa-item-category" />
        </Form.Item>
        <Form.Item name="language" label={t('qaItem.language')} rules={[{ required: true, message: t('qaItem.languageRequired') }]}>
          <Select options={library.languages.map((code) => ({ value: code, label: t(`languages.${code}`) }))} />
        </Form.Item>
        <Form.Item name="status" label={t('qaItem.status')}>
          <Radio.Group
            optionType="button"
            options={QA_ITEM_STATUSES.map((status) => ({ value: status, label: t(`qaLibrary.statuses.${status}`) }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
