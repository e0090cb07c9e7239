import { CASE_CATEGORIES, type CaseCategory } from '@orator/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ArticlePage } from './ArticlePage.tsx';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { casesPath } from '../../lib/routing/paths/site.ts';

export default function CaseArticlePage() {
  const { t } = useTranslation(SITE_NAMESPACE);
  const { category = '' } = useParams();
  const known = (CASE_CATEGORIES as readonly string[]).includes(category) ? (category as CaseCategory) : 'customer';
  return <ArticlePage kind="case" back={casesPath(known)} backLabel={`${t('titles.cases')} · ${t(`categories.${known}`)}`} />;
}
