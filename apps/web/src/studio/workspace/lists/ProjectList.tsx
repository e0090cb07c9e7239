import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { isInProgress, type ProjectKind, type ProjectListQuery } from '@orator/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Input, Pagination, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectsApi } from '../api/workspaceApi.ts';
import { ProjectCard } from '../cards/ProjectCard.tsx';
import { useProjectActions } from '../cards/useProjectActions.tsx';
import { useLiveRenders } from './useLiveRenders.ts';
import { useStepBackFromEmptyPage } from '../../../lib/ui/useStepBackFromEmptyPage.ts';

/** While any render runs, the list is also fetched again this often (state changes the job events do not carry). */
const RUNNING_POLL_MS = 5000;
const SEARCH_DEBOUNCE_MS = 300;

/** One of the user's project lists (drafts, finished, collection...): search by name, pages, card actions. */
export function ProjectList({
  filter,
  projectType,
  size = 12,
  searchable = true,
  onCreate,
}: {
  filter: NonNullable<ProjectListQuery['filter']>;
  projectType?: ProjectKind;
  size?: number;
  searchable?: boolean;
  onCreate?: () => void;
}) {
  const { t } = useTranslation('workspace');
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const { run, dialogs } = useProjectActions();

  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyword(typed.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = { filter, projectType, page, size, keyword: keyword || undefined };
  const projects = useQuery({
    queryKey: ['workspace', 'projects', query],
    queryFn: () => projectsApi.list(query),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((p) => isInProgress(p.state)) ? RUNNING_POLL_MS : false),
  });
  const data = projects.data;
  const live = useLiveRenders(data?.items);

  useStepBackFromEmptyPage(data?.items.length, page, setPage);

  return (
    <div data-testid={`project-list-${filter}`}>
      {searchable && (
        <div className="ws-toolbar">
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('centre.search')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            style={{ maxWidth: 320 }}
            data-testid="project-search"
          />
          <span className="ws-spacer" />
          {data && <span className="ws-filter-label">{t('project.total', { count: data.total })}</span>}
        </div>
      )}
      {projects.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !data || data.items.length === 0 ? (
        <Empty className="ws-empty" description={t('project.empty')}>
          {onCreate && (
            <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
              {t('project.emptyAction')}
            </Button>
          )}
        </Empty>
      ) : (
        <>
          <div className="ws-grid">
            {data.items.map((project) => (
              <ProjectCard
                key={project.id}
                project={
                  live.has(project.id) && isInProgress(project.state)
                    ? { ...project, progress: Math.max(project.progress, live.get(project.id) ?? 0) }
                    : project
                }
                onAction={run}
              />
            ))}
          </div>
          {data.total > size && (
            <div className="ws-pager">
              <Pagination current={page} pageSize={size} total={data.total} onChange={setPage} showSizeChanger={false} />
            </div>
          )}
        </>
      )}
      {dialogs}
    </div>
  );
}
