import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import {
  checkEmail,
  checkEmailAccountPassword,
  checkPassword,
  checkPasswordConfirmation,
  checkPhone,
  checkVerificationCode,
} from '@orator/shared/validation';
import { Button, Form, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../lib/api/accounts.ts';
import { toast } from '../../lib/ui/notify.ts';
import { AgreementCheckbox } from './AgreementCheckbox.tsx';
import { useAuthStore } from './authStore.ts';
import { ruleOf, sameAsRule } from './formRules.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { useSessionStart } from './useSessionStart.ts';

type Channel = 'email' | 'phone';
type Purpose = 'register' | 'reset';

interface Values {
  email?: string;
  phone?: string;
  code: string;
  password: string;
  confirmPassword: string;
  agree?: boolean;
}

/**
 * Registration and password reset share one shape: an address, a code sent to it, a new
 * password twice. E-mail accounts and phone accounts have different password rules (product-rules#accounts-fields).
 */
export function CodePasswordForm({ purpose }: { purpose: Purpose }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<Channel>('email');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const openDialog = useAuthStore((s) => s.openDialog);
  const start = useSessionStart();
  const passwordCheck = channel === 'email' ? checkEmailAccountPassword : checkPassword;

  async function submit(values: Values) {
    const base = { code: values.code, password: values.password, confirmPassword: values.confirmPassword };
    setBusy(true);
    try {
      if (purpose === 'register') {
        const agree = values.agree === true;
        const result =
          channel === 'email'
            ? await accountsApi.emailRegister({ ...base, email: values.email ?? '', agree })
            : await accountsApi.phoneRegister({ ...base, phone: values.phone ?? '', agree });
        start(result, 'registered');
      } else {
        if (channel === 'email') await accountsApi.emailResetPassword({ ...base, email: values.email ?? '' });
        else await accountsApi.phoneResetPassword({ ...base, phone: values.phone ?? '' });
        toast.success(t('auth.passwordReset'));
        openDialog('login');
      }
    } catch {
      // the HTTP client has shown the server's message
    } finally {
      setBusy(false);
    }
  }

  const scene = purpose === 'register' ? 'register' : 'reset';
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} data-testid={`${purpose}-form`}>
      <Segmented
        block
        value={channel}
        onChange={(value) => {
          setChannel(value as Channel);
          form.resetFields(['code', 'password', 'confirmPassword']);
        }}
        options={[
          { value: 'email', label: t('auth.byEmail'), icon: <MailOutlined /> },
          { value: 'phone', label: t('auth.byPhone'), icon: <MobileOutlined /> },
        ]}
        style={{ marginBottom: 20 }}
      />
      {channel === 'email' ? (
        <Form.Item name="email" label={t('auth.email')} rules={[ruleOf(checkEmail)]}>
          <Input prefix={<MailOutlined />} placeholder={t('auth.emailPlaceholder')} autoComplete="email" data-testid={`${purpose}-email`} />
        </Form.Item>
      ) : (
        <Form.Item name="phone" label={t('auth.phone')} rules={[ruleOf(checkPhone)]}>
          <Input
            prefix={<MobileOutlined />}
            placeholder={t('auth.phonePlaceholder')}
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
          />
        </Form.Item>
      )}
      <Form.Item label={t('auth.code')} required htmlFor="code">
        <div className="code-row">
          <Form.Item name="code" noStyle rules={[ruleOf(checkVerificationCode)]}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('auth.codePlaceholder')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
              data-testid={`${purpose}-code`}
            />
          </Form.Item>
          <SendCodeButton
            target={async () => {
              if (channel === 'email') return (await form.validateFields(['email'])).email ?? '';
              return (await form.validateFields(['phone'])).phone ?? '';
            }}
            send={(address, sliderToken) =>
              channel === 'email'
                ? accountsApi.sendEmailCode(address, scene, sliderToken)
                : accountsApi.sendSms(address, scene, sliderToken)
            }
          />
        </div>
      </Form.Item>
      <Form.Item
        name="password"
        label={purpose === 'register' ? t('auth.password') : t('auth.newPassword')}
        rules={[ruleOf(passwordCheck)]}
        extra={channel === 'email' ? t('auth.passwordRulesEmail') : t('auth.passwordRulesPhone')}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="new-password"
          data-testid={`${purpose}-password`}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        dependencies={['password']}
        rules={[sameAsRule('password', checkPasswordConfirmation)]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid={`${purpose}-confirm`} />
      </Form.Item>
      {purpose === 'register' && <AgreementCheckbox />}
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid={`${purpose}-submit`}>
        {purpose === 'register' ? t('auth.registerButton') : t('auth.resetButton')}
      </Button>
      <div className="auth-switch auth-switch-center">
        <span>
          {purpose === 'register' ? t('auth.haveAccount') : ''}{' '}
          <Typography.Link onClick={() => openDialog('login')}>{t('auth.toLogin')}</Typography.Link>
        </span>
      </div>
    </Form>
  );
}
