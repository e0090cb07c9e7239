import {
  QuestionCircleOutlined,
  ReadOutlined,
  ApiOutlined,
  AuditOutlined,
  BarcodeOutlined,
  ShareAltOutlined,
  WalletOutlined,
  CrownOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  LogoutOutlined,
  MailOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  StopOutlined,
  TagsOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import type { UserInfo } from '@orator/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentCompanyConfig } from '../../platform/company/companyStore.ts';
import { postToParent } from '../../platform/company/embedding.ts';
import { accountsApi } from '../../lib/api/accounts.ts';
import { useAuthStore } from '../../platform/auth/authStore.ts';
import { toast } from '../../lib/ui/notify.ts';
import { COMMERCE_ROUTES, DISTRIBUTION_ROUTE, WITHDRAWALS_ADMIN_ROUTE } from '../../lib/routing/paths/commerce.ts';
import { BROADCAST_ROUTE } from '../../platform/notices/routes.tsx';
import { OPEN_API_ROUTE } from '../../platform/open-api/routes.tsx';
import { SITE_ROUTES } from '../../lib/routing/paths/site.ts';
import '../../commerce/member/i18n/register.ts';
import { MEMBER_ROUTES } from '../../lib/routing/paths/member.ts';
import { VIDEO_DUB_LIST_ROUTE } from '../../lib/routing/paths/wizards.ts';
import { useMenuShown } from '../../platform/company/menuRights.ts';

function initialOf(user: UserInfo): string {
  const source = user.email ?? user.phone ?? user.tenantName;
  return (source.trim()[0] ?? 'O').toUpperCase();
}

// Its form loads when the user first redeems a code, not with every page's header.
const RedeemCodeDialog = lazy(() => import('../../commerce/RedeemCodeDialog.tsx').then((m) => ({ default: m.RedeemCodeDialog })));

export function UserMenu({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const clearSession = useAuthStore((s) => s.clearSession);
  const queryClient = useQueryClient();
  const [redeeming, setRedeeming] = useState(false);
  const translationsShown = useMenuShown('videoTranslate');

  function confirmLogout() {
    modal.confirm({
      title: t('header.logoutTitle'),
      content: t('header.logoutBody'),
      okText: t('header.logout'),
      cancelText: t('common.cancel'),
      okButtonProps: { 'data-testid': 'logout-confirm' },
      onOk: async () => {
        // Leave first: ending the session on a login-only page would pop up the login dialog.
        await navigate('/');
        const token = useAuthStore.getState().token;
        clearSession();
        queryClient.clear();
        // Revoke on the server when it is reachable; the local session has ended either way.
        if (token) await accountsApi.logout(token).catch(() => undefined);
        toast.success(t('header.loggedOut'));
        postToParent({ type: 'logout', reason: 'loggedOut' }, currentCompanyConfig());
      },
    });
  }

  const items: MenuProps['items'] = [
    { key: 'identity', label: <span className="menu-identity">{user.email ?? user.phone}</span>, disabled: true },
    { type: 'divider' },
    {
      key: 'member',
      icon: <CrownOutlined />,
      label: <span data-testid="menu-member-centre">{t('member:menu')}</span>,
      onClick: () => void navigate(MEMBER_ROUTES.centre),
    },
    { key: 'files', icon: <FolderOpenOutlined />, label: t('header.myFiles'), onClick: () => void navigate('/main/newMainIndex/myAssets') },
    ...(translationsShown
      ? [
          {
            key: 'translations',
            icon: <TranslationOutlined />,
            label: <span data-testid="menu-my-translations">{t('header.myTranslations')}</span>,
            onClick: () => void navigate(VIDEO_DUB_LIST_ROUTE),
          },
        ]
      : []),
    {
      key: 'redeem',
      icon: <GiftOutlined />,
      label: <span data-testid="menu-redeem-code">{t('header.redeemCode')}</span>,
      onClick: () => setRedeeming(true),
    },
    {
      key: 'distribution',
      icon: <ShareAltOutlined />,
      label: <span data-testid="menu-distribution">{t('header.distribution')}</span>,
      onClick: () => void navigate(DISTRIBUTION_ROUTE),
    },
    {
      key: 'security',
      icon: <SafetyCertificateOutlined />,
      label: <span data-testid="menu-security">{t('header.security')}</span>,
      onClick: () => void navigate('/main/newMainIndex/security'),
    },
    {
      key: 'help',
      icon: <QuestionCircleOutlined />,
      label: <span data-testid="menu-help">{t('site:nav.help')}</span>,
      onClick: () => void navigate(SITE_ROUTES.help),
    },
    {
      key: 'openApi',
      icon: <ApiOutlined />,
      label: <span data-testid="menu-open-api">{t('openApi:title')}</span>,
      onClick: () => void navigate(OPEN_API_ROUTE),
    },
    ...(user.isAdmin
      ? [
          { key: 'outbox', icon: <MailOutlined />, label: t('header.outbox'), onClick: () => void navigate('/admin/outbox') },
          {
            key: 'sensitiveWords',
            icon: <StopOutlined />,
            label: <span data-testid="menu-sensitive-words">{t('header.sensitiveWords')}</span>,
            onClick: () => void navigate('/admin/sensitiveWords'),
          },
          {
            key: 'broadcast',
            icon: <NotificationOutlined />,
            label: <span data-testid="menu-broadcast">{t('header.broadcast')}</span>,
            onClick: () => void navigate(BROADCAST_ROUTE),
          },
          {
            key: 'operatorConsole',
            icon: <AuditOutlined />,
            label: <span data-testid="menu-operator-console">{t('member:operator.title')}</span>,
            onClick: () => void navigate(MEMBER_ROUTES.operator),
          },
          {
            key: 'siteContent',
            icon: <ReadOutlined />,
            label: <span data-testid="menu-site-content">{t('site:titles.contentAdmin')}</span>,
            onClick: () => void navigate(SITE_ROUTES.contentAdmin),
          },
          {
            key: 'plansEditor',
            icon: <TagsOutlined />,
            label: <span data-testid="menu-plans-editor">{t('header.plansEditor')}</span>,
            onClick: () => void navigate('/admin/plans'),
          },
          {
            key: 'codesAdmin',
            icon: <BarcodeOutlined />,
            label: <span data-testid="menu-codes-admin">{t('header.codesAdmin')}</span>,
            onClick: () => void navigate(COMMERCE_ROUTES.codesAdmin),
          },
          {
            key: 'withdrawalsAdmin',
            icon: <WalletOutlined />,
            label: <span data-testid="menu-withdrawals-admin">{t('header.withdrawalsAdmin')}</span>,
            onClick: () => void navigate(WITHDRAWALS_ADMIN_ROUTE),
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="logout">{t('header.logout')}</span>,
      danger: true,
      onClick: confirmLogout,
    },
  ];

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight">
        <Avatar className="user-avatar" data-testid="user-menu" style={{ cursor: 'pointer' }}>
          {initialOf(user)}
        </Avatar>
      </Dropdown>
      {redeeming && (
        <Suspense fallback={null}>
          <RedeemCodeDialog onClose={() => setRedeeming(false)} />
        </Suspense>
      )}
    </>
  );
}
