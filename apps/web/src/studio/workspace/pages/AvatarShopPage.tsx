import { BgColorsOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { avatarDesignPath } from '../../../lib/routing/paths/designer.ts';
import '../i18n/register.ts';
import { AvatarStore, RecentAvatars } from '../people/AvatarStore.tsx';
import '../workspace.css';

/** The avatar store (product-rules#catalog): recently used presenters, then the whole catalogue with filters. */
export default function AvatarShopPage() {
  const { t } = useTranslation('workspace');
  return (
    <div className="ws-page" data-testid="avatar-shop">
      <div className="ws-hero">
        <div>
          <h1>{t('avatars.title')}</h1>
          <p>{t('avatars.intro')}</p>
        </div>
        <Link to={avatarDesignPath()}>
          <Button type="primary" icon={<BgColorsOutlined />} data-testid="avatar-shop-design">
            {t('avatars.design')}
          </Button>
        </Link>
      </div>
      <section className="ws-section" style={{ marginTop: 0 }}>
        <div className="ws-section-head">
          <h2>{t('avatars.recent')}</h2>
        </div>
        <RecentAvatars />
      </section>
      <section className="ws-section">
        <AvatarStore />
      </section>
    </div>
  );
}
