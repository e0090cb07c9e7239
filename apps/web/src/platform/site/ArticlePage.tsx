import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import type { ContentKind } from '@orator/shared';
import { Alert, Button, Result, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../lib/api/http.ts';
import { useLanguageStore } from '../../lib/i18n/index.ts';
import { HomeFooter } from '../home/HomeFooter.tsx';
import { usePageMetaOverride } from '../../lib/routing/pageMeta.ts';
import { ContentCover, ContentText } from './ContentText.tsx';
import { SITE_NAMESPACE } from './i18n/register.ts';
import './site.css';
import { usePublishedItem } from './useSiteContent.ts';

/** One published news item, case or help article; `back` is the list it belongs to. */
export function ArticlePage({ kind, back, backLabel }: { kind: ContentKind; back: string; backLabel: string }) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const { slug = '' } = useParams();
  const language = useLanguageStore((s) => s.language);
  const item = usePublishedItem(kind, slug);
  // The document title, keywords and description name the article in the reader's language.
  usePageMetaOverride(item.data);
  const navigate = useNavigate();
  // A path of this app opens in place; anything else (an http(s) address, a server document) loads.
  const openLink = (link: string) => {
    if (link.startsWith('/') && !/\.[a-z0-9]{2,5}$/i.test(link) && !link.startsWith('/docs')) void navigate(link);
    else window.location.assign(link);
  };
  let content;
  if (item.isError) {
    const missing = item.error instanceof ApiError && item.error.status === 404;
    content = missing ? (
      <Result status="404" title={t('list.notFound')} />
    ) : (
      <Result status="warning" title={t('list.failed')} extra={<Button onClick={() => void item.refetch()}>{t('list.retry')}</Button>} />
    );
  } else if (!item.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    content = (
      <article className="site-article" data-testid="site-article">
        <h1>{item.data.title}</h1>
        {kind === 'news' && item.data.publishedAt && (
          <span className="site-card-date">{t('list.published', { date: dayjs(item.data.publishedAt).format('YYYY-MM-DD') })}</span>
        )}
        {item.data.language !== language && <Alert type="info" showIcon title={t('list.englishOnly')} />}
        <ContentCover item={item.data} testId="site-article-cover" />
        {item.data.summary && <p className="site-article-summary">{item.data.summary}</p>}
        <ContentText body={item.data.body} />
        {item.data.link && (
          <Button type="primary" icon={<ExportOutlined />} onClick={() => openLink(item.data.link)} data-testid="site-article-link">
            {t('list.openLink')}
          </Button>
        )}
      </article>
    );
  }
  return (
    <div className="site-page" data-testid={`${kind}-article-page`}>
      <div className="site-body site-body-narrow">
        <Link className="site-back" to={back}>
          <ArrowLeftOutlined /> {backLabel}
        </Link>
        {content}
      </div>
      <HomeFooter />
    </div>
  );
}
