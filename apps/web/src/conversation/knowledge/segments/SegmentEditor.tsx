import { SEGMENT_TEXT_MAX, type KnowledgeSegment } from '@orator/shared';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../../api/knowledgeApi.ts';

/** Edits a segment's heading and text (the text may not be empty). */
export function SegmentEditor({
  segment,
  onSaved,
  onClose,
}: {
  segment: KnowledgeSegment | null;
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<{ title: string; text: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (segment) form.setFieldsValue({ title: segment.title ?? '', text: segment.text });
  }, [segment, form]);

  const submit = async () => {
    if (!segment) return;
    const values = await form.validateFields();
    setBusy(true);
    try {
      await knowledgeApi.saveSegment({ id: segment.id, title: values.title.trim() || null, text: values.text.trim() });
      await onSaved();
      onClose();
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={segment !== null}
      title={t('wash.editTitle')}
      width={720}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={busy}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="title" label={t('wash.title')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="text" label={t('wash.text')} rules={[{ required: true, whitespace: true, message: t('wash.textRequired') }]}>
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 18 }} maxLength={SEGMENT_TEXT_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
