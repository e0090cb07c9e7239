import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../layout/BrandMark.tsx';
import { useAuthStore } from './authStore.ts';
import { CodePasswordForm } from './CodePasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import './auth.css';

/** The one login / register / forgot-password dialog, opened from anywhere via the auth store. */
export function AuthDialog() {
  const { t } = useTranslation();
  const dialog = useAuthStore((s) => s.dialog);
  const close = useAuthStore((s) => s.closeDialog);
  const title = dialog === 'register' ? t('auth.registerTitle') : dialog === 'forgot' ? t('auth.forgotTitle') : t('auth.loginTitle');
  return (
    <Modal open={dialog !== null} onCancel={close} footer={null} width={440} destroyOnHidden centered maskClosable={false}>
      <div className="auth-dialog" data-testid="auth-dialog">
        <div className="auth-heading">
          <BrandMark size={40} />
          <h2>{title}</h2>
        </div>
        {dialog === 'login' && <LoginForm />}
        {dialog === 'register' && <CodePasswordForm key="register" purpose="register" />}
        {dialog === 'forgot' && <CodePasswordForm key="forgot" purpose="reset" />}
      </div>
    </Modal>
  );
}
