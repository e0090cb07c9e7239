import { pageOf } from '../../../lib/api/pages.ts';
import { VIDEO_DUB_PATHS, VideoDubProject } from '@orator/shared/wizards';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Popconfirm, Progress, Space, Table, Tag, Typography, type ButtonProps, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../lib/api/http.ts';
import { useLanguageStore } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { videoDubEditorPath, WIZARD_ROUTES } from '../../../lib/routing/paths/wizards.ts';
import { isWorking } from './DubOutcome.tsx';
import { TRANSLATE_WIZARD_NAMESPACE } from './i18n/register.ts';
import { translateApi } from './translateApi.ts';
import './translate.css';
import { useStepBackFromEmptyPage } from '../../../lib/ui/useStepBackFromEmptyPage.ts';
import { MenuRightGate } from '../../../platform/company/MenuRightGate.tsx';

const PAGE_SIZE = 10;
const DubPage = pageOf(VideoDubProject);

export const stateColour = (state: VideoDubProject['state']) =>
  state === 'failure' ? 'red' : state === 'success' ? 'green' : state === 'generated' ? 'gold' : 'blue';

/** The caller's video translations (newest first, paged): state, progress while a job runs, why one failed, open, download, delete. */
function VideoDubList() {
  const { t } = useTranslation(TRANSLATE_WIZARD_NAMESPACE);
  const language = useLanguageStore((s) => s.language);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['video-dub', 'list', page],
    queryFn: () => api.get(VIDEO_DUB_PATHS.list, { query: { page, size: PAGE_SIZE }, schema: DubPage }),
    placeholderData: keepPreviousData,
    // Follow running jobs; stop once none runs.
    refetchInterval: (query) => (query.state.data?.items.some((p) => isWorking(p)) ? 2000 : false),
  });
  useStepBackFromEmptyPage(list.data?.items.length, page, setPage);
  const options = useQuery({ queryKey: ['video-dub', 'options'], queryFn: translateApi.options, staleTime: 60_000 });
  const labelOf = (code: string) => options.data?.languages.find((l) => l.code === code)?.labels[language] ?? code;

  const remove = async (project: VideoDubProject) => {
    try {
      await translateApi.remove(project.id);
      toast.success(t('editor.deleted'));
      await queryClient.invalidateQueries({ queryKey: ['video-dub', 'list'] });
    } catch {
      // the API client has shown the server's message
    }
  };

  const columns: TableColumnsType<VideoDubProject> = [
    {
      title: t('list.name'),
      key: 'name',
      render: (_, project) => (
        <Space>
          {project.thumbnailUrl ? (
            <img src={project.thumbnailUrl} alt="" className="dub-list-thumb" />
          ) : (
            <span className="dub-list-thumb" />
          )}
          <Link to={videoDubEditorPath(project.id)}>{project.name}</Link>
        </Space>
      ),
    },
    {
      title: t('list.languages'),
      key: 'languages',
      render: (_, project) => (
        <Space size={4} wrap>
          {t('editor.languages', { source: labelOf(project.videoLanguage), target: labelOf(project.targetLanguage) })}
          {project.route?.pivot && <Tag color="orange">{t('language.viaSpanish')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('list.state'),
      key: 'state',
      render: (_, project) => (
        <div data-testid={`dub-list-state-${project.id}`}>
          <Tag color={stateColour(project.state)}>{t(`editor.state.${project.state}`)}</Tag>
          {isWorking(project) && <Progress percent={project.progress} size="small" data-testid={`dub-list-progress-${project.id}`} />}
          {project.state === 'failure' && (
            <Typography.Text type="danger" className="dub-list-reason" data-testid={`dub-list-reason-${project.id}`}>
              {project.failureReason}
            </Typography.Text>
          )}
        </div>
      ),
    },
    {
      title: t('list.updated'),
      key: 'updated',
      render: (_, project) => new Date(project.updatedAt).toLocaleString(language),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_, project) => (
        <Space wrap>
          <Button size="small" onClick={() => void navigate(videoDubEditorPath(project.id))} data-testid={`dub-list-open-${project.id}`}>
            {t('list.open')}
          </Button>
          {project.state === 'success' && project.outputUrl && (
            <Button
              size="small"
              onClick={() => void translateApi.download(project, 'video')}
              data-testid={`dub-list-download-${project.id}`}
            >
              {t('list.download')}
            </Button>
          )}
          <Popconfirm
            title={t('editor.deleteConfirm')}
            onConfirm={() => void remove(project)}
            okButtonProps={{ 'data-testid': 'dub-list-delete-confirm' } as ButtonProps}
          >
            <Button size="small" danger disabled={isWorking(project)} data-testid={`dub-list-delete-${project.id}`}>
              {t('editor.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className="dub-page dub-list-page" data-testid="video-dub-list">
      <Space className="dub-list-head" align="center">
        <Typography.Title level={3}>{t('list.title')}</Typography.Title>
        <Button type="primary" onClick={() => void navigate(WIZARD_ROUTES.translate)} data-testid="dub-list-new">
          {t('list.newTranslation')}
        </Button>
      </Space>
      <Table<VideoDubProject>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items ?? []}
        loading={list.isLoading}
        locale={{ emptyText: <Empty description={t('list.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
      />
    </div>
  );
}

/** The page opens only when the video-translation menu is open to the user (spec §6/§7 menu/checkRight). */
export default function VideoDubListPage() {
  return (
    <MenuRightGate menuNo="videoTranslate">
      <VideoDubList />
    </MenuRightGate>
  );
}
