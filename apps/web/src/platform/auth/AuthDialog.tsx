import { Modal } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentCompanyConfig } from '../company/companyStore.ts';
import { handleHiddenLogin, hidesLogin } from '../company/loginHiding.ts';
import { BrandMark } from '../../lib/ui/BrandMark.tsx';
import { useAuthStore, type AuthDialog as AuthDialogKind } from './authStore.ts';
import { CodePasswordForm } from './CodePasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import './auth.css';

/** The heading and the form of one step (login, register, forgot); the forms move between steps through the auth store. */
export function AuthForms({ step }: { step: AuthDialogKind }) {
  const { t } = useTranslation();
  const title = step === 'register' ? t('auth.registerTitle') : step === 'forgot' ? t('auth.forgotTitle') : t('auth.loginTitle');
  return (
    <div className="auth-dialog" data-testid="auth-dialog">
      <div className="auth-heading">
        <BrandMark size={40} />
        <h2>{title}</h2>
      </div>
      {step === 'login' && <LoginForm />}
      {step === 'register' && <CodePasswordForm key="register" purpose="register" />}
      {step === 'forgot' && <CodePasswordForm key="forgot" purpose="reset" />}
    </div>
  );
}

/** The one login / register / forgot-password dialog, opened from anywhere via the auth store (unless a page shows the forms inline). */
export function AuthDialog() {
  const dialog = useAuthStore((s) => s.dialog);
  const inline = useAuthStore((s) => s.inline);
  const close = useAuthStore((s) => s.closeDialog);
  // Login hiding (spec §6): whatever asked for the dialog, this deployment never shows its own login.
  const hidden = dialog !== null && hidesLogin(currentCompanyConfig());
  useEffect(() => {
    if (!hidden) return;
    close();
    handleHiddenLogin(currentCompanyConfig());
  }, [hidden, close]);
  // The closing dialog keeps showing its step while it fades out.
  const shown = useRef<AuthDialogKind>('login');
  if (dialog) shown.current = dialog;
  return (
    <Modal open={dialog !== null && !inline && !hidden} onCancel={close} footer={null} width={440} destroyOnHidden centered maskClosable={false}>
      <AuthForms step={dialog ?? shown.current} />
    </Modal>
  );
}
