import { MenuOutlined } from '@ant-design/icons';
import type { UserInfo } from '@orator/shared';
import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { ROUTES } from '../../lib/routing/paths/main.ts';
import { WorkspaceNavLinks } from '../../studio/workspace/WorkspaceNavLinks.tsx';
import { AiaskNavLink } from '../../conversation/AiaskNavLink.tsx';
import { LiveNavLink } from '../../live/LiveNavLink.tsx';
import { PricingNavLink } from '../../commerce/PricingNavLink.tsx';
import { MicroAppNavLinks } from '../../platform/micro-app/MicroAppNavLinks.tsx';
import { SiteNavLinks } from '../../platform/site/SiteNavLinks.tsx';
import { MembershipBadge } from './MembershipBadge.tsx';
import { StorageMeter } from './StorageMeter.tsx';

/**
 * Narrow screens hide the header's links and plan details; this menu button opens a drawer
 * that reaches every header destination. It closes when a link is followed. A visitor's (no
 * user) holds the public site: pricing and every public page (issue 15 §5).
 */
export function MobileNav({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <Button
        type="text"
        className="mobile-nav-button"
        icon={<MenuOutlined />}
        aria-label={t('header.menu')}
        onClick={() => setOpen(true)}
        data-testid="mobile-nav"
      />
      <Drawer open={open} onClose={() => setOpen(false)} placement="left" width={280} title={t('header.menu')} className="mobile-nav">
        {user ? (
          <>
            <nav className="mobile-nav-links" data-testid="mobile-nav-links">
              <WorkspaceNavLinks />
              <AiaskNavLink />
              <LiveNavLink />
              <NavLink to={ROUTES.myAssets}>{t('header.myFiles')}</NavLink>
              <NavLink to={ROUTES.security}>{t('header.security')}</NavLink>
              <MicroAppNavLinks />
            </nav>
            <div className="mobile-nav-account">
              <MembershipBadge user={user} />
              <StorageMeter user={user} />
            </div>
          </>
        ) : (
          <nav className="mobile-nav-links" data-testid="mobile-nav-links">
            <PricingNavLink />
            <SiteNavLinks all />
            <MicroAppNavLinks />
          </nav>
        )}
      </Drawer>
    </>
  );
}
