import { PROJECT_NAME_MAX, type AvatarProject } from '@orator/shared';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectsApi } from './projectsApi.ts';

export function RenameDialog({ project, onClose, onSaved }: { project: AvatarProject; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('aiask');
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { name } = await form.validateFields();
    setSaving(true);
    try {
      await projectsApi.rename(project.id, name);
      onSaved();
    } catch {
      // shown by the HTTP client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t('projects.dialogs.renameTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'project-rename-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: project.name }} onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label={t('projects.fields.name')}
          rules={[{ required: true, whitespace: true, message: t('projects.rules.nameRequired') }]}
        >
          <Input maxLength={PROJECT_NAME_MAX} data-testid="project-rename-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
