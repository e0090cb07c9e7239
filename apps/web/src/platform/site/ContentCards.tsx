import type { PublicContent, PublicContentPage } from '@orator/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Empty, Pagination, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { contentPath } from '../../lib/routing/paths/site.ts';
import { ContentCover } from './ContentText.tsx';

/** A paged list of published items as cards linking to their pages; loading, empty and failure told as such. */
export function ContentCards({
  query,
  page,
  pageSize,
  onPage,
  showDate = false,
}: {
  query: UseQueryResult<PublicContentPage>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  showDate?: boolean;
}) {
  const { t } = useTranslation(SITE_NAMESPACE);
  if (query.isError)
    return (
      <Result status="warning" title={t('list.failed')} extra={<Button onClick={() => void query.refetch()}>{t('list.retry')}</Button>} />
    );
  if (!query.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.data.total === 0) return <Empty description={t('list.empty')} />;
  return (
    <>
      <div className="site-cards">
        {query.data.items.map((item) => (
          <ContentCard key={item.id} item={item} showDate={showDate} />
        ))}
      </div>
      <Pagination
        className="site-pagination"
        current={page}
        pageSize={pageSize}
        total={query.data.total}
        onChange={onPage}
        hideOnSinglePage
        showSizeChanger={false}
      />
    </>
  );
}

function ContentCard({ item, showDate }: { item: PublicContent; showDate: boolean }) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const path = contentPath(item);
  return (
    <article className="site-card" data-testid="site-card">
      <ContentCover item={item} testId="site-card-cover" onCard />
      {showDate && item.publishedAt && (
        <span className="site-card-date">{t('list.published', { date: dayjs(item.publishedAt).format('YYYY-MM-DD') })}</span>
      )}
      <h2>{path ? <Link to={path}>{item.title}</Link> : item.title}</h2>
      {item.summary && <p>{item.summary}</p>}
      {path && (
        <Link className="site-card-more" to={path}>
          {t('list.readMore')}
        </Link>
      )}
    </article>
  );
}
