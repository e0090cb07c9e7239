import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { checkEmail, checkPhone, checkVerificationCode } from '@orator/shared/validation';
import { Button, Form, Input, Tabs, Typography } from 'antd';
import { useState } from 'react';
import type { LoginType } from '@orator/shared';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../lib/api/accounts.ts';
import { useCompanyConfig } from '../company/companyStore.ts';
import { AgreementCheckbox } from './AgreementCheckbox.tsx';
import { useAuthStore } from './authStore.ts';
import { requiredRule, ruleOf } from './formRules.ts';
import { SendCodeButton } from './SendCodeButton.tsx';
import { SliderCancelled, askSliderToken } from './slider/sliderStore.ts';
import { useSessionStart } from './useSessionStart.ts';

type LoginTab = 'emailPassword' | 'phonePassword' | 'phoneCode';

const TAB_OF_LOGIN_TYPE: Record<LoginType, LoginTab> = { emailLogin: 'emailPassword', passwordLogin: 'phonePassword', phoneLogin: 'phoneCode' };

/** Login by e-mail + password, phone + password (both after the slider) or phone + SMS code. */
export function LoginForm() {
  const { t } = useTranslation();
  // A company configuration's loginType is the tab shown (and listed) first (product-rules#company-config).
  const loginType = useCompanyConfig()?.loginType;
  const first: LoginTab = loginType ? TAB_OF_LOGIN_TYPE[loginType] : 'emailPassword';
  const [tab, setTab] = useState<LoginTab>(first);
  const openDialog = useAuthStore((s) => s.openDialog);
  const tabs = [
    { key: 'emailPassword', label: t('auth.tabEmailPassword'), children: <EmailPasswordLogin /> },
    { key: 'phonePassword', label: t('auth.tabPhonePassword'), children: <PhonePasswordLogin /> },
    { key: 'phoneCode', label: t('auth.tabPhoneCode'), children: <PhoneCodeLogin /> },
  ];
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as LoginTab)}
        centered
        destroyOnHidden
        items={[...tabs.filter((item) => item.key === first), ...tabs.filter((item) => item.key !== first)]}
      />
      <div className="auth-switch">
        <Typography.Link onClick={() => openDialog('forgot')} data-testid="to-forgot">
          {t('auth.forgotLink')}
        </Typography.Link>
        <span>
          {t('auth.noAccount')}{' '}
          <Typography.Link onClick={() => openDialog('register')} data-testid="to-register">
            {t('auth.toRegister')}
          </Typography.Link>
        </span>
      </div>
    </>
  );
}

/** Runs a login after the slider check; a closed puzzle or a shown server error just stops. */
function useSliderLogin() {
  const [busy, setBusy] = useState(false);
  const start = useSessionStart();
  async function run(login: (sliderToken: string) => ReturnType<typeof accountsApi.emailLogin>) {
    try {
      const sliderToken = await askSliderToken();
      setBusy(true);
      start(await login(sliderToken));
    } catch (error) {
      if (!(error instanceof SliderCancelled)) console.warn(error);
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

function EmailPasswordLogin() {
  const { t } = useTranslation();
  const { busy, run } = useSliderLogin();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(v: { email: string; password: string }) => run((sliderToken) => accountsApi.emailLogin({ ...v, sliderToken }))}
    >
      <Form.Item name="email" label={t('auth.email')} rules={[ruleOf(checkEmail)]}>
        <Input prefix={<MailOutlined />} placeholder={t('auth.emailPlaceholder')} autoComplete="email" data-testid="login-email" />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[requiredRule()]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="login-submit">
        {t('auth.loginButton')}
      </Button>
    </Form>
  );
}

function PhonePasswordLogin() {
  const { t } = useTranslation();
  const { busy, run } = useSliderLogin();
  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={(v: { phone: string; password: string }) => run((sliderToken) => accountsApi.phonePasswordLogin({ ...v, sliderToken }))}
    >
      <Form.Item name="phone" label={t('auth.phone')} rules={[ruleOf(checkPhone)]}>
        <Input prefix={<MobileOutlined />} placeholder={t('auth.phonePlaceholder')} autoComplete="tel" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item name="password" label={t('auth.password')} rules={[requiredRule()]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('auth.loginButton')}
      </Button>
    </Form>
  );
}

function PhoneCodeLogin() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ phone: string; code: string; agree: boolean }>();
  const [busy, setBusy] = useState(false);
  const start = useSessionStart();
  async function submit(values: { phone: string; code: string; agree: boolean }) {
    setBusy(true);
    try {
      start(await accountsApi.smsLogin(values));
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  }
  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)}>
      <Form.Item name="phone" label={t('auth.phone')} rules={[ruleOf(checkPhone)]} extra={t('auth.smsLoginHint')}>
        <Input prefix={<MobileOutlined />} placeholder={t('auth.phonePlaceholder')} autoComplete="tel" inputMode="numeric" maxLength={11} />
      </Form.Item>
      <Form.Item label={t('auth.code')} required htmlFor="code">
        <div className="code-row">
          <Form.Item name="code" noStyle rules={[ruleOf(checkVerificationCode)]}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('auth.codePlaceholder')}
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SendCodeButton
            target={async () => (await form.validateFields(['phone'])).phone}
            send={(phone, sliderToken) => accountsApi.sendSms(phone, 'login', sliderToken)}
          />
        </div>
      </Form.Item>
      <AgreementCheckbox />
      <Button type="primary" htmlType="submit" block size="large" loading={busy}>
        {t('auth.loginButton')}
      </Button>
    </Form>
  );
}
