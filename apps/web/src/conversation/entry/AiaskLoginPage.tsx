import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AuthForms } from '../../platform/auth/AuthDialog.tsx';
import { useAuthStore } from '../../platform/auth/authStore.ts';
import { useIsMobile } from '../../lib/ui/useIsMobile.ts';
import '../i18n/register.ts';
import './entry.css';
import { loginTarget } from './loginTarget.ts';

/**
 * The area's login (spec §2 /aiask/login, mobile and desktop variants). On a desktop: the site's login
 * dialog over the page; on a phone: the same forms as the page itself, full width. Either way the
 * login ends on the mobile or desktop project list; someone already logged in goes straight there.
 */
export default function AiaskLoginPage() {
  const token = useAuthStore((s) => s.token);
  const [search] = useSearchParams();
  const mobile = useIsMobile();
  if (token) return <Navigate to={loginTarget(search.get('from'), window.innerWidth)} replace />;
  return mobile ? <MobileLogin /> : <DesktopLogin />;
}

function DesktopLogin() {
  const { t } = useTranslation();
  const openDialog = useAuthStore((s) => s.openDialog);
  useEffect(() => openDialog('login'), [openDialog]);
  return (
    <Result
      icon={<LockOutlined />}
      title={t('auth.loginRequired')}
      extra={
        <Button type="primary" onClick={() => openDialog('login')} data-testid="aiask-login">
          {t('header.login')}
        </Button>
      }
    />
  );
}

/** The phone's login page: a short line on what opens after it, then the forms in the page (no dialog). */
function MobileLogin() {
  const { t } = useTranslation('aiask');
  const step = useAuthStore((s) => s.dialog);
  const setInline = useAuthStore((s) => s.setInline);
  const closeDialog = useAuthStore((s) => s.closeDialog);
  useEffect(() => {
    setInline(true);
    return () => {
      setInline(false);
      // Leaving the page without logging in must not leave the dialog to pop up elsewhere.
      closeDialog();
    };
  }, [setInline, closeDialog]);
  return (
    <div className="ak-mobile-login" data-testid="aiask-login-mobile">
      <p className="ak-mobile-login-intro">{t('projects.mobile.loginIntro')}</p>
      <div className="ak-mobile-login-card">
        <AuthForms step={step ?? 'login'} />
      </div>
    </div>
  );
}
