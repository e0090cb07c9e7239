import { CASE_CATEGORIES, type CaseCategory } from '@orator/shared';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ContentCards } from './ContentCards.tsx';
import { SITE_NAMESPACE } from './i18n/register.ts';
import { casesPath } from '../../lib/routing/paths/site.ts';
import { SiteFrame } from './SiteFrame.tsx';
import { usePublishedPage } from './useSiteContent.ts';

const PAGE_SIZE = 12;

/** Case pages (spec §2): customer, legal, e-commerce, video, live — one category at a time. */
export default function CasesPage() {
  const { category } = useParams();
  if (!(CASE_CATEGORIES as readonly string[]).includes(category ?? '')) return <Navigate to={casesPath('customer')} replace />;
  return <CasesOf category={category as CaseCategory} />;
}

function CasesOf({ category }: { category: CaseCategory }) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const cases = usePublishedPage('case', page, PAGE_SIZE, category);
  return (
    <SiteFrame title={t('titles.cases')} intro={t('intro.cases')} testId="cases-page">
      <Segmented
        className="site-tabs"
        value={category}
        options={CASE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
        onChange={(value) => {
          setPage(1);
          void navigate(casesPath(value));
        }}
        data-testid="case-categories"
      />
      <ContentCards query={cases} page={page} pageSize={PAGE_SIZE} onPage={setPage} />
    </SiteFrame>
  );
}
