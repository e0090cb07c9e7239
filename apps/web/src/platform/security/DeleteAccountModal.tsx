import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { UserInfo } from '@orator/shared';
import { checkPhone, checkVerificationCode } from '@orator/shared/validation';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { accountsApi } from '../../lib/api/accounts.ts';
import { useAuthStore } from '../auth/authStore.ts';
import { ruleOf } from '../auth/formRules.ts';
import { SendCodeButton } from '../auth/SendCodeButton.tsx';

type Step = 0 | 1 | 2 | 3;

/**
 * Account deletion (product-rules#accounts-security): confirm details -> verify a code -> confirm -> done.
 * The verify step returns a one-time ticket; only that ticket can confirm the deletion.
 */
export function DeleteAccountModal({ user, open, onClose }: { user: UserInfo; open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(0);
  const [ticket, setTicket] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ code: string; phone?: string }>();
  const clearSession = useAuthStore((s) => s.clearSession);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const account = user.email ?? user.phone ?? user.userId;

  function close() {
    if (step === 3) {
      // Leave the login-only page before the session ends, or the login dialog would pop up.
      void Promise.resolve(navigate('/')).then(() => {
        clearSession();
        queryClient.clear();
      });
    }
    setStep(0);
    setTicket(null);
    onClose();
  }

  async function verify() {
    const { code } = await form.validateFields(['code']);
    setBusy(true);
    try {
      setTicket((await accountsApi.deleteAccountVerify(code)).deleteTicket);
      setStep(2);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!ticket) return;
    setBusy(true);
    try {
      await accountsApi.deleteAccountConfirm(ticket);
      setStep(3);
    } catch {
      // shown by the HTTP client
    } finally {
      setBusy(false);
    }
  }

  // The header only knows the phone masked (139****4895); a phone-only user types it in full
  // so the code can be sent, and the server checks that it is their own number.
  const byEmail = user.email !== null;
  const sendCode = (target: string, sliderToken: string) =>
    byEmail ? accountsApi.sendEmailCode(target, 'deleteAccount', sliderToken) : accountsApi.sendSms(target, 'deleteAccount', sliderToken);
  const codeTarget = async (): Promise<string> => (byEmail ? (user.email ?? '') : ((await form.validateFields(['phone'])).phone ?? ''));

  return (
    <Modal open={open} title={t('security.deleteAccount')} onCancel={close} footer={null} width={560} destroyOnHidden maskClosable={false}>
      <Steps
        current={step}
        size="small"
        style={{ margin: '8px 0 24px' }}
        items={[
          { title: t('security.deleteSteps.info') },
          { title: t('security.deleteSteps.verify') },
          { title: t('security.deleteSteps.confirm') },
          { title: t('security.deleteSteps.done') },
        ]}
      />
      {step === 0 && (
        <>
          <Alert type="warning" showIcon title={t('security.deleteInfo', { account })} />
          <div className="modal-actions">
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" danger onClick={() => setStep(1)} disabled={!user.email && !user.phone} data-testid="delete-next">
              {t('common.next')}
            </Button>
          </div>
          {!user.email && !user.phone && <Alert type="info" title={t('security.noContact')} />}
        </>
      )}
      {step === 1 && (
        <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void verify().catch(() => undefined)}>
          <p className="muted">{t('security.deleteVerifyHint', { target: account })}</p>
          {!byEmail && (
            <Form.Item name="phone" label={t('auth.phone')} rules={[ruleOf(checkPhone)]}>
              <Input prefix={<MobileOutlined />} placeholder={t('auth.phonePlaceholder')} inputMode="numeric" maxLength={11} />
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
                  data-testid="delete-code"
                />
              </Form.Item>
              <SendCodeButton target={codeTarget} send={sendCode} />
            </div>
          </Form.Item>
          <div className="modal-actions">
            <Button onClick={() => setStep(0)}>{t('common.back')}</Button>
            <Button type="primary" danger htmlType="submit" loading={busy} data-testid="delete-verify">
              {t('common.next')}
            </Button>
          </div>
        </Form>
      )}
      {step === 2 && (
        <>
          <Alert type="error" showIcon title={t('security.deleteConfirmText')} />
          <div className="modal-actions">
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="primary" danger loading={busy} onClick={() => void confirm()} data-testid="delete-final">
              {t('security.deleteConfirmButton')}
            </Button>
          </div>
        </>
      )}
      {step === 3 && (
        <Result
          status="success"
          title={t('security.deleteDone')}
          extra={
            <Button type="primary" onClick={close} data-testid="delete-done">
              {t('common.backHome')}
            </Button>
          }
        />
      )}
    </Modal>
  );
}
