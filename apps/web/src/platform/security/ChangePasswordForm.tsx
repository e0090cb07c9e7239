import { LockOutlined } from '@ant-design/icons';
import type { UserInfo } from '@orator/shared';
import { checkEmailAccountPassword, checkPassword, checkPasswordConfirmation } from '@orator/shared/validation';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../lib/api/accounts.ts';
import { requiredRule, ruleOf, sameAsRule } from '../auth/formRules.ts';
import { toast } from '../../lib/ui/notify.ts';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** Phone accounts follow the stricter password rule (product-rules#accounts-fields); e-mail-only accounts the e-mail one. */
export function passwordRuleFor(user: UserInfo) {
  return user.phone ? checkPassword : checkEmailAccountPassword;
}

export function ChangePasswordForm({ user, onDone }: { user: UserInfo; onDone?: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    try {
      await accountsApi.changePassword(values);
      toast.success(t('security.passwordChanged'));
      form.resetFields();
      onDone?.();
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} style={{ maxWidth: 420 }}>
      <Form.Item name="oldPassword" label={t('security.currentPassword')} rules={[requiredRule()]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.newPassword')}
        rules={[ruleOf(passwordRuleFor(user))]}
        extra={user.phone ? t('auth.passwordRulesPhone') : t('auth.passwordRulesEmail')}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('auth.passwordPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={[sameAsRule('password', checkPasswordConfirmation)]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common.save')}
      </Button>
    </Form>
  );
}
