import { DesktopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LIVE_ROUTES } from '../../lib/routing/paths/live.ts';
import { ContentCards } from './ContentCards.tsx';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { SITE_ROUTES } from '../../lib/routing/paths/site.ts';
import { SiteFrame } from './SiteFrame.tsx';
import { usePublishedPage } from './useSiteContent.ts';

const PAGE_SIZE = 12;

/** Help centre (spec §2): the user guide's articles and the live client — which is the browser, said plainly. */
export default function HelpPage() {
  const { t } = useTranslation(SITE_NAMESPACE);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const guide = usePublishedPage('help', page, PAGE_SIZE);
  return (
    <SiteFrame title={t('titles.help')} intro={t('intro.help')} testId="help-page">
      <div className="site-help">
        <section>
          <h2 className="site-section-title">{t('help.guide')}</h2>
          <ContentCards query={guide} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
        </section>
        <aside className="site-aside" data-testid="live-client">
          <DesktopOutlined className="site-aside-icon" />
          <h2>{t('help.liveClient')}</h2>
          <p>{t('help.liveClientBody')}</p>
          <Button type="primary" onClick={() => void navigate(LIVE_ROUTES.centre)}>
            {t('help.openLive')}
          </Button>
          <Link to={SITE_ROUTES.downloads}>{t('help.downloads')}</Link>
        </aside>
      </div>
    </SiteFrame>
  );
}
