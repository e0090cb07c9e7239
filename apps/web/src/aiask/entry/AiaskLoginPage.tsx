import { LockOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useAuthStore } from '../../auth/authStore.ts';
import { AIASK_ROUTES } from '../paths.ts';

/** Phones (and a visitor coming from the mobile list) land on the mobile project list after login. */
export function loginTarget(from: string | null, viewportWidth: number): string {
  return from === 'h5' || viewportWidth < 768 ? AIASK_ROUTES.h5List : AIASK_ROUTES.project;
}

/**
 * The area's login (spec §2 /aiask/login, mobile and desktop variants): the site's login dialog,
 * then the mobile or desktop project list. Someone already logged in goes straight there.
 */
export default function AiaskLoginPage() {
  const { t } = useTranslation();
  const token = useAuthStore((s) => s.token);
  const openDialog = useAuthStore((s) => s.openDialog);
  const [search] = useSearchParams();

  useEffect(() => {
    if (!token) openDialog('login');
  }, [token, openDialog]);

  if (token) return <Navigate to={loginTarget(search.get('from'), window.innerWidth)} replace />;
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
