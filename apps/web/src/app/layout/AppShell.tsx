import { LockOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor } from '@orator/shared';
import { Navigate, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useAuthStore } from '../../platform/auth/authStore.ts';
import { useCurrentUser } from '../../platform/auth/useCurrentUser.ts';
import { useReferralBinding } from '../../commerce/useReferralBinding.ts';
import { useDocumentMeta } from '../../lib/routing/documentMeta.ts';
import { useCompanyStore } from '../../platform/company/companyStore.ts';
import { handleHiddenLogin, useLoginHidingStore } from '../../platform/company/loginHiding.ts';
import { tailoredRedirect } from '../../platform/company/routing.ts';
import { useCompanyDeployment } from '../../platform/company/useCompanyDeployment.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';
import { useRouteMeta } from '../../lib/routing/routeMeta.ts';
import { BrowserNotice } from '../../platform/site/BrowserNotice.tsx';
import { TopBanner } from '../../platform/site/TopBanner.tsx';
import { AppHeader } from './AppHeader.tsx';
import { ShellDialogs } from './ShellDialogs.tsx';
import './layout.css';

/** Header, the page, and the dialogs every page can open; enforces login and admin routes. */
export function AppShell() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const navigation = useNavigation();
  const token = useAuthStore((s) => s.token);
  const openDialog = useAuthStore((s) => s.openDialog);
  const { user, loading } = useCurrentUser();
  useReferralBinding(user);
  const needsLogin = meta?.requiresLogin === true && token === null;

  const company = useCompanyStore();
  const loginHidden = useLoginHidingStore((s) => s.hidden);
  useCompanyDeployment(meta);
  useDocumentMeta(meta, company.config?.keywords);

  // Open the login dialog when someone arrives at a login-only page without a session, not
  // when the session ends while they are on it (logout leaves for the home page on its own).
  const { pathname } = useLocation();
  // A tailored deployment's redirects wait for its configuration (product-rules#company-config).
  const redirect = tailoredRedirect(pathname, company.config);
  const enteredPath = useRef<string | null>(null);
  useEffect(() => {
    if (!company.loaded || enteredPath.current === pathname) return;
    enteredPath.current = pathname;
    if (needsLogin && !redirect && !handleHiddenLogin(company.config)) openDialog('login');
  }, [pathname, needsLogin, openDialog, company.loaded, company.config, redirect]);

  let page = <Outlet />;
  if (!company.loaded) {
    page = <Spin size="large" className="page-spinner" />;
  } else if (redirect) {
    page = <Navigate to={redirect} replace />;
  } else if (loginHidden) {
    page = (
      <div data-testid="login-hidden">
        <Result status="error" title={messageFor('systemErrorContactAdmin', currentLanguage())} />
      </div>
    );
  } else if (needsLogin && company.config?.loginHiding && company.config.loginHiding.mode !== 'off') {
    page = <Spin size="large" className="page-spinner" />;
  } else if (needsLogin) {
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
      {!meta?.bare && <TopBanner />}
      {!meta?.bare && !company.config?.menuHeadHide && <AppHeader />}
      {navigation.state === 'loading' && <div className="route-progress" />}
      <main className="app-main">
        <Suspense fallback={<Spin size="large" className="page-spinner" />}>{page}</Suspense>
      </main>
      {/* A new page starts at its top (a footer link used to open the next page mid-scroll); back/forward restore. */}
      <ScrollRestoration />
      <ShellDialogs />
      <BrowserNotice />
    </div>
  );
}
