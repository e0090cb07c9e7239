import { LockOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AuthDialog } from '../auth/AuthDialog.tsx';
import { useAuthStore } from '../auth/authStore.ts';
import { SliderModal } from '../auth/slider/SliderModal.tsx';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useReferralBinding } from '../commerce/useReferralBinding.ts';
import { useDocumentMeta } from '../routes/documentMeta.ts';
import { useRouteMeta } from '../routes/routeMeta.ts';
import { BrowserNotice } from '../site/BrowserNotice.tsx';
import { TopBanner } from '../site/TopBanner.tsx';
import { AppHeader } from './AppHeader.tsx';
import './layout.css';

/** Header, the page, and the dialogs every page can open; enforces login and admin routes. */
export function AppShell() {
  const { t, i18n } = useTranslation();
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const token = useAuthStore((s) => s.token);
  const openDialog = useAuthStore((s) => s.openDialog);
  const { user, loading } = useCurrentUser();
  useReferralBinding(user);
  const needsLogin = meta?.requiresLogin === true && token === null;

  useEffect(() => {
    document.title = meta ? `${t(meta.titleKey)} · Orator` : 'Orator';
  }, [meta, t, i18n.language]);
  useDocumentMeta(meta);

  // Open the login dialog when someone arrives at a login-only page without a session, not
  // when the session ends while they are on it (logout leaves for the home page on its own).
  const { pathname } = useLocation();
  const enteredPath = useRef<string | null>(null);
  useEffect(() => {
    if (enteredPath.current === pathname) return;
    enteredPath.current = pathname;
    if (needsLogin) openDialog('login');
  }, [pathname, needsLogin, openDialog]);

  let page = <Outlet />;
  if (needsLogin) {
    page = (
      <Result
        icon={<LockOutlined />}
        title={t('auth.loginRequired')}
        extra={
          <Button type="primary" onClick={() => openDialog('login')}>
            {t('header.login')}
          </Button>
        }
      />
    );
  } else if (meta?.requiresLogin && loading) {
    page = <Spin size="large" className="page-spinner" />;
  } else if (meta?.adminOnly && user && !user.isAdmin) {
    page = <Result status="403" icon={<StopOutlined />} title={t('errors.adminOnly')} />;
  }

  return (
    <div className="app-shell">
      <TopBanner />
      <AppHeader />
      {navigation.state === 'loading' && <div className="route-progress" />}
      <main className="app-main">
        <Suspense fallback={<Spin size="large" className="page-spinner" />}>{page}</Suspense>
      </main>
      {/* A new page starts at its top (a footer link used to open the next page mid-scroll); back/forward restore. */}
      <ScrollRestoration />
      <AuthDialog />
      <SliderModal />
      <BrowserNotice />
    </div>
  );
}
