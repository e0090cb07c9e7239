import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useAuthStore } from '../../platform/auth/authStore.ts';
import { useCurrentUser } from '../../platform/auth/useCurrentUser.ts';
import { BrandMark } from '../../lib/ui/BrandMark.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { MembershipBadge } from './MembershipBadge.tsx';
import { MobileNav } from './MobileNav.tsx';
import { StorageMeter } from './StorageMeter.tsx';
import { TenantSwitcher } from './TenantSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';
import { ROUTES } from '../../lib/routing/paths/main.ts';
import { WorkspaceNavLinks } from '../../studio/workspace/WorkspaceNavLinks.tsx';
import { AiaskNavLink } from '../../conversation/AiaskNavLink.tsx';
import { LiveNavLink } from '../../live/LiveNavLink.tsx';
import { NoticeBell } from '../../platform/notices/NoticeBell.tsx';
import { PricingNavLink } from '../../commerce/PricingNavLink.tsx';
import { SiteNavLinks } from '../../platform/site/SiteNavLinks.tsx';
import { useCompanyConfig } from '../../platform/company/companyStore.ts';
import { hidesLogin } from '../../platform/company/loginHiding.ts';
import { MicroAppNavLinks } from '../../platform/micro-app/MicroAppNavLinks.tsx';

export function AppHeader() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const token = useAuthStore((s) => s.token);
  const openDialog = useAuthStore((s) => s.openDialog);
  const company = useCompanyConfig();
  // product-rules#company-config: menu hide drops the navigation; login hiding drops login and register.
  const showMenu = !company?.menuHide;

  return (
    <header className="app-header">
      {showMenu && <MobileNav user={user ?? null} />}
      <Link to="/" className="brand" aria-label={t('common.appName')}>
        <BrandMark size={30} />
        <span className="brand-name">Orator</span>
      </Link>
      {user && showMenu && (
        <nav className="header-nav">
          <WorkspaceNavLinks />
          <AiaskNavLink />
          <LiveNavLink />
          <NavLink to={ROUTES.myAssets}>{t('header.myFiles')}</NavLink>
          <MicroAppNavLinks />
        </nav>
      )}
      {/* Members and free users reach buying through the membership badge (its plans dialog); the nav has no room left at 1366 px. */}
      {!user && showMenu && (
        <nav className="header-nav">
          <PricingNavLink />
          <SiteNavLinks />
          <MicroAppNavLinks />
        </nav>
      )}
      <div className="header-spacer" />
      <Space size={12} className="header-actions">
        {user && (
          <>
            <span className="header-wide">
              <MembershipBadge user={user} />
            </span>
            <span className="header-wide header-storage">
              <StorageMeter user={user} />
            </span>
            <TenantSwitcher user={user} />
            <NoticeBell />
          </>
        )}
        <LanguageSwitcher />
        {user ? (
          <UserMenu user={user} />
        ) : (
          !token &&
          !hidesLogin(company) && (
            <>
              <Button type="text" onClick={() => openDialog('login')} data-testid="header-login">
                {t('header.login')}
              </Button>
              <Button type="primary" onClick={() => openDialog('register')} data-testid="header-register">
                {t('header.register')}
              </Button>
            </>
          )
        )}
      </Space>
    </header>
  );
}
