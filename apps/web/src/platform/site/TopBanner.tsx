import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BANNER_DISMISSED_KEY } from './browserSupport.ts';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { usePublishedPage } from './useSiteContent.ts';

/**
 * Spec §2 top notice banner: the first published banner item, in the reader's language. Closing
 * it remembers that banner's version, so an operator's new or edited banner shows again.
 */
export function TopBanner() {
  const { t } = useTranslation(SITE_NAMESPACE);
  const banners = usePublishedPage('banner', 1, 1);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(BANNER_DISMISSED_KEY));
  const banner = banners.data?.items[0];
  if (!banner) return null;
  const version = `${banner.id}@${banner.updatedAt}`;
  if (dismissed === version) return null;
  const close = () => {
    localStorage.setItem(BANNER_DISMISSED_KEY, version);
    setDismissed(version);
  };
  const text = banner.link ? (
    banner.link.startsWith('/') ? (
      <Link to={banner.link}>{banner.title}</Link>
    ) : (
      <a href={banner.link}>{banner.title}</a>
    )
  ) : (
    banner.title
  );
  return (
    <div className="site-banner" role="status" data-testid="top-banner">
      <span>{text}</span>
      <Button
        className="site-banner-close"
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={t('banner.close')}
        onClick={close}
        data-testid="top-banner-close"
      />
    </div>
  );
}
