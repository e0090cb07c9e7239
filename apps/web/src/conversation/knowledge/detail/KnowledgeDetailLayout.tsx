import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { knowledgeApi } from '../../api/knowledgeApi.ts';
import { PROCESSING_POLL_MS } from '../../model/knowledgeState.ts';
import { AIASK_ROUTES, KNOWLEDGE_DETAIL_TABS, knowledgeDetailPath, type KnowledgeDetailTab } from '../../../lib/routing/paths/conversation.ts';
import { BaseStatusTag } from '../BaseStatusTag.tsx';
import type { BaseContext } from './baseContext.ts';

function tabOf(pathname: string): KnowledgeDetailTab {
  const last = pathname.split('/').pop() ?? '';
  return (KNOWLEDGE_DETAIL_TABS as readonly string[]).includes(last) ? (last as KnowledgeDetailTab) : 'knowledgeDoc';
}

/** One knowledge base (spec §2 knowLedgeDetail): its name and state above the tabs of its child pages. */
export default function KnowledgeDetailLayout() {
  const { t } = useTranslation('aiask');
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const base = useQuery({
    queryKey: ['aiask', 'knowledge', 'base', id],
    queryFn: () => knowledgeApi.get(id),
    enabled: id !== '',
    refetchInterval: (q) => (q.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
  });

  if (!id || base.isError) {
    return (
      <Result
        status="404"
        title={t('common.notFound')}
        extra={<Button onClick={() => void navigate(AIASK_ROUTES.knowledgeTable)}>{t('knowledge.title')}</Button>}
      />
    );
  }
  if (!base.data) return <Skeleton active className="ak-page" />;
  const context: BaseContext = { base: base.data, refreshBase: () => base.refetch() };

  return (
    <div className="ak-page" data-testid="knowledge-detail" data-base-status={base.data.status}>
      <div className="ak-head">
        <div>
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            className="ak-back"
            onClick={() => void navigate(AIASK_ROUTES.knowledgeTable)}
            data-testid="detail-back"
          >
            {t('knowledge.title')}
          </Button>
          <h1>
            {t('knowledge.suffix', { name: base.data.name })}{' '}
            <BaseStatusTag status={base.data.status} reasonKey={base.data.failureReason} progress={base.data.progress} />
          </h1>
          <p className="ak-muted">
            {t(`knowledge.types.${base.data.type}`)} · {t('detail.documentCount', { count: base.data.documentCount })}
          </p>
        </div>
      </div>
      <Tabs
        activeKey={tabOf(pathname)}
        onChange={(tab) => void navigate(knowledgeDetailPath(id, tab as KnowledgeDetailTab))}
        items={KNOWLEDGE_DETAIL_TABS.map((tab) => ({
          key: tab,
          label: <span data-testid={`detail-tab-${tab}`}>{t(`detail.tabs.${tab}`)}</span>,
        }))}
      />
      <Outlet context={context} />
    </div>
  );
}
