import { DesktopOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsMobile } from '../../lib/ui/useIsMobile.ts';
import '../layout/aiask.css';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';

/**
 * What a phone shows instead of one of the area's editors (product-rules#web-app: creating and
 * configuring stay on a computer): says so, and leads back to the phone's project list.
 */
export function DesktopOnlyNotice() {
  const { t } = useTranslation('aiask');
  const navigate = useNavigate();
  return (
    <div className="ak-desktop-only" data-testid="aiask-desktop-only">
      <Result
        icon={<DesktopOutlined />}
        title={t('phone.desktopOnlyTitle')}
        subTitle={t('phone.desktopOnlyBody')}
        extra={
          <Button type="primary" onClick={() => void navigate(AIASK_ROUTES.h5List)} data-testid="aiask-desktop-only-back">
            {t('phone.backToList')}
          </Button>
        }
      />
    </div>
  );
}

/** The page on a computer, the notice on a phone. */
export function DesktopOnly({ children }: { children: ReactNode }) {
  return useIsMobile() ? <DesktopOnlyNotice /> : <>{children}</>;
}
