import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentCards } from './ContentCards.tsx';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { SiteFrame } from './SiteFrame.tsx';
import { usePublishedPage } from './useSiteContent.ts';

const PAGE_SIZE = 10;

/** News: release notes, newest first, paged. */
export default function NewsPage() {
  const { t } = useTranslation(SITE_NAMESPACE);
  const [page, setPage] = useState(1);
  const news = usePublishedPage('news', page, PAGE_SIZE);
  return (
    <SiteFrame title={t('titles.news')} intro={t('intro.news')} testId="news-page">
      <ContentCards query={news} page={page} pageSize={PAGE_SIZE} onPage={setPage} showDate />
    </SiteFrame>
  );
}
