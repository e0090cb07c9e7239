import { messageFor, type MenuNo } from '@orator/shared';
import { VIDEO_DUB_PATHS, MenuRight } from '@orator/shared/wizards';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../lib/api/http.ts';
import { useAuthStore } from '../auth/authStore.ts';
import { useLanguageStore } from '../../lib/i18n/index.ts';

export const checkMenuRight = (menuNo: MenuNo): Promise<MenuRight> =>
  api.get(VIDEO_DUB_PATHS.menuRight, { query: { menuNo }, schema: MenuRight, silent: true });

/**
 * Asks the server (`GET menu/checkRight`, spec §7) before a menu's page opens, and shows the
 * no-permission notice (spec §6) instead of the page when the shared rule refuses. A visitor
 * gets the page, which asks them to log in as before.
 */
export function MenuRightGate({ menuNo, children }: { menuNo: MenuNo; children: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const token = useAuthStore((s) => s.token);
  const right = useQuery({ queryKey: ['menu-right', menuNo, token], queryFn: () => checkMenuRight(menuNo), enabled: token !== null });
  if (token === null) return children;
  if (right.isPending) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (right.data?.allowed) return children;
  return (
    <div data-testid="menu-right-refused">
    <Result
      status={right.isError ? 'error' : '403'}
      title={right.isError ? messageFor('networkError', language) : messageFor('forbidden', language)}
      extra={
        right.isError ? (
          <Button type="primary" onClick={() => void right.refetch()}>
            {t('common.retry')}
          </Button>
        ) : (
          <Link to="/">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        )
      }
    />
    </div>
  );
}
