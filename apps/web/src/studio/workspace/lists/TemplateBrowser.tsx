import { SearchOutlined } from '@ant-design/icons';
import {
  RATIO_KEYS,
  TEMPLATE_SCENARIOS,
  type RatioKey,
  type TemplateQuery,
  type TemplateScenario,
  type TemplateSummary,
} from '@orator/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Empty, Input, Pagination, Segmented, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/ui/notify.ts';
import { catalogApi } from '../api/workspaceApi.ts';
import { TemplateCard } from '../cards/TemplateCard.tsx';
import { useUseTemplate } from './useUseTemplate.ts';

type RatioFilter = RatioKey | 'all';
type ScenarioFilter = TemplateScenario | 'all';

/** Choosing templates instead of using one (the batch wizard): the card's button toggles the choice. */
export interface TemplatePicker {
  selected: readonly string[];
  onToggle: (template: TemplateSummary) => void;
  labels: { select: string; selected: string };
}

/** Templates with ratio / scenario / access filters and name search; store or the user's own. */
export function TemplateBrowser({ scope, size = 12, pick }: { scope: 'store' | 'mine'; size?: number; pick?: TemplatePicker }) {
  const { t } = useTranslation('workspace');
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [ratio, setRatio] = useState<RatioFilter>('all');
  const [scenario, setScenario] = useState<ScenarioFilter>('all');
  const [access, setAccess] = useState<NonNullable<TemplateQuery['access']>>('all');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const { use, busyId } = useUseTemplate();

  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => setPage(1), [ratio, scenario, access, keyword]);

  const query: TemplateQuery = {
    scope,
    page,
    size,
    ratio: ratio === 'all' ? undefined : ratio,
    scenario: scope === 'store' && scenario !== 'all' ? scenario : undefined,
    access: scope === 'store' ? access : 'all',
    keyword: keyword || undefined,
  };
  const templates = useQuery({
    queryKey: ['workspace', 'templates', query],
    queryFn: () => catalogApi.templates(query),
    placeholderData: keepPreviousData,
  });

  const remove = (id: string, name: string) =>
    modal.confirm({
      title: t('template.deleteConfirm', { name }),
      okText: t('actions.delete'),
      okButtonProps: { danger: true, 'data-testid': 'delete-confirm' },
      onOk: async () => {
        await catalogApi.deleteMyTemplate(id).catch(() => undefined);
        toast.success(t('project.deleted'));
        await queryClient.invalidateQueries({ queryKey: ['workspace', 'templates'] });
      },
    });

  const ratioOptions = [
    { value: 'all' as const, label: <span data-testid="ratio-filter-all">{t('ratios.all')}</span> },
    ...RATIO_KEYS.map((key) => ({ value: key, label: <span data-testid={`ratio-filter-${key}`}>{t(`ratios.${key}`)}</span> })),
  ];
  const data = templates.data;

  return (
    <div data-testid={`templates-${scope}`}>
      <div className="ws-toolbar">
        <Segmented<RatioFilter> options={ratioOptions} value={ratio} onChange={setRatio} />
        {scope === 'store' && (
          <>
            <Segmented<ScenarioFilter>
              options={[
                { value: 'all', label: t('scenarios.all') },
                ...TEMPLATE_SCENARIOS.map((s) => ({
                  value: s,
                  label: <span data-testid={`scenario-filter-${s}`}>{t(`scenarios.${s}`)}</span>,
                })),
              ]}
              value={scenario}
              onChange={setScenario}
            />
            <Segmented
              options={(['all', 'free', 'vip'] as const).map((a) => ({ value: a, label: t(`access.${a}`) }))}
              value={access}
              onChange={(value) => setAccess(value as typeof access)}
            />
          </>
        )}
        <span className="ws-spacer" />
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('centre.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          style={{ maxWidth: 240 }}
        />
      </div>
      {templates.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data || data.items.length === 0 ? (
        <Empty
          className="ws-empty"
          description={scope === 'mine' && !keyword && ratio === 'all' ? t('template.mineEmpty') : t('template.empty')}
        />
      ) : (
        <>
          <div className="ws-grid">
            {data.items.map((template) => {
              const picked = pick?.selected.includes(template.id) ?? false;
              return (
                <TemplateCard
                  key={template.id}
                  template={template}
                  busy={!pick && busyId === template.id}
                  onUse={() => (pick ? pick.onToggle(template) : use(template))}
                  onDelete={template.mine && !pick ? () => remove(template.id, template.name) : undefined}
                  pick={pick ? { selected: picked, label: picked ? pick.labels.selected : pick.labels.select } : undefined}
                />
              );
            })}
          </div>
          {data.total > size && (
            <div className="ws-pager">
              <Pagination current={page} pageSize={size} total={data.total} onChange={setPage} showSizeChanger={false} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
