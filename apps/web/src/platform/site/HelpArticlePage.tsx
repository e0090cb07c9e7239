import { useTranslation } from 'react-i18next';
import { ArticlePage } from './ArticlePage.tsx';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { SITE_ROUTES } from '../../lib/routing/paths/site.ts';

export default function HelpArticlePage() {
  const { t } = useTranslation(SITE_NAMESPACE);
  return <ArticlePage kind="help" back={SITE_ROUTES.help} backLabel={t('titles.help')} />;
}
