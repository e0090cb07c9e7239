import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { checkPhone, checkVerificationCode } from '@orator/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../lib/api/accounts.ts';
import { ruleOf } from '../auth/formRules.ts';
import { SendCodeButton } from '../auth/SendCodeButton.tsx';
import { toast } from '../../lib/ui/notify.ts';

/** New number + a code sent to it (product-rules#accounts-security). */
export function ChangePhoneModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ phone: string; code: string }>();
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();

  async function submit() {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await accountsApi.changePhone(values);
      toast.success(t('security.phoneChanged'));
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      form.resetFields();
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
      title={t('security.changePhone')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <p className="muted">{t('security.changePhoneHint')}</p>
      <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
        <Form.Item name="phone" label={t('security.newPhone')} rules={[ruleOf(checkPhone)]}>
          <Input prefix={<MobileOutlined />} placeholder={t('auth.phonePlaceholder')} inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item label={t('auth.code')} required htmlFor="code">
          <div className="code-row">
            <Form.Item name="code" noStyle rules={[ruleOf(checkVerificationCode)]}>
              <Input prefix={<SafetyOutlined />} placeholder={t('auth.codePlaceholder')} inputMode="numeric" maxLength={6} />
            </Form.Item>
            <SendCodeButton
              target={async () => (await form.validateFields(['phone'])).phone}
              send={(phone, token) => accountsApi.sendSms(phone, 'changePhone', token)}
            />
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
