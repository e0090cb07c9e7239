import { checkName } from '@orator/shared/validation';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../lib/api/accounts.ts';
import { ruleOf } from '../../platform/auth/formRules.ts';
import { toast } from '../../lib/ui/notify.ts';

/** Creates an enterprise workspace (tenant) owned by the user, then hands its id back. */
export function NewWorkspaceModal({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(tenantId: string): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const { name } = await form.validateFields();
    setBusy(true);
    try {
      const tenant = await accountsApi.tenantCreate(name.trim());
      toast.success(t('header.workspaceCreated', { name: tenant.tenantName }));
      onCreated(tenant.tenantId);
      onClose();
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('header.newWorkspace')}
      okText={t('header.create')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'workspace-create' }}
    >
      <Form form={form} layout="vertical" requiredMark={false} preserve={false} onFinish={() => void submit().catch(() => undefined)}>
        <Form.Item name="name" label={t('header.workspaceName')} rules={[ruleOf(checkName)]}>
          <Input placeholder={t('header.workspaceNamePlaceholder')} maxLength={60} autoFocus data-testid="workspace-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
