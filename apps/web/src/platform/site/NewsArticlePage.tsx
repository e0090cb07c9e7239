import { useTranslation } from 'react-i18next';
import { ArticlePage } from './ArticlePage.tsx';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { SITE_ROUTES } from '../../lib/routing/paths/site.ts';

export default function NewsArticlePage() {
  const { t } = useTranslation(SITE_NAMESPACE);
  return <ArticlePage kind="news" back={SITE_ROUTES.news} backLabel={t('titles.news')} />;
}
