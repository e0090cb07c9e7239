import { EditOutlined, MoreOutlined, PlayCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { roomPath, type AvatarProject, type ProjectRatio } from '@orator/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Empty, Pagination, Spin, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/ui/notify.ts';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import { SearchBar } from '../ui/SearchBar.tsx';
import { useConfirmDelete } from '../ui/useConfirmDelete.ts';
import { ProjectFormDialog } from './ProjectFormDialog.tsx';
import { projectsApi } from './projectsApi.ts';
import { RenameDialog } from './RenameDialog.tsx';
import { ShareDialog } from './ShareDialog.tsx';
import { useMissingText } from './useMissingText.ts';
import './projects.css';
import { useStepBackFromEmptyPage } from '../../lib/ui/useStepBackFromEmptyPage.ts';

const PAGE_SIZE = 12;
type Dialog = { kind: 'create'; ratio: ProjectRatio } | { kind: 'configure' | 'rename' | 'share'; project: AvatarProject } | null;

/**
 * Project list (spec §2, also the mobile list): horizontal/vertical creation, configure, debug (the
 * room, once ready), rename, copy, share link with validity, delete with confirm. Cards wrap to one column on a phone.
 */
export default function ProjectListPage() {
  return <ProjectList mobile={false} />;
}

/**
 * The list itself. `mobile` (the /aiask/h5/list page) keeps what a phone can do: open the room,
 * share, rename, copy, delete; creating and configuring (large forms, the editor) stay on a computer.
 */
export function ProjectList({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('aiask');
  const confirm = useConfirmDelete();
  const missingText = useMissingText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);

  const query = { keyword: keyword || undefined, page, size: PAGE_SIZE };
  const projects = useQuery({
    queryKey: ['aiask', 'projects', query],
    queryFn: () => projectsApi.page(query),
    placeholderData: keepPreviousData,
  });
  useStepBackFromEmptyPage(projects.data?.items.length, page, setPage);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['aiask', 'projects'] });

  const copy = async (project: AvatarProject) => {
    try {
      const copied = await projectsApi.copy(project.id);
      toast.success(t('projects.dialogs.copied', { name: copied.name }));
      await refresh();
    } catch {
      // shown by the HTTP client
    }
  };
  const remove = (project: AvatarProject) =>
    confirm({
      title: t('projects.dialogs.deleteConfirm', { name: project.name }),
      content: t('projects.dialogs.deleteHint'),
      onOk: async () => {
        await projectsApi.remove(project.id);
        toast.success(t('common.deleted'));
        await refresh();
      },
    });

  const ready = (project: AvatarProject) => project.missing.length === 0;
  const card = (project: AvatarProject) => (
    <div key={project.id} className="ak-project-card" data-testid="project-card" data-project-id={project.id}>
      {mobile ? (
        // On a phone the frame opens the room (the editor is a desktop tool).
        <Link
          to={ready(project) ? roomPath(project.id) : '#'}
          className={`ak-project-frame ak-project-${project.ratio}`}
          aria-disabled={!ready(project)}
          onClick={(event) => ready(project) || event.preventDefault()}
        >
          <span>{t(`projects.ratio.${project.ratio}`)}</span>
          <small>
            {project.width} × {project.height}
          </small>
        </Link>
      ) : (
        <Link
          to={AIASK_ROUTES.projectEditorOf(project.id)}
          className={`ak-project-frame ak-project-${project.ratio}`}
          title={t('projects.actions.edit')}
          data-testid="project-open-editor"
        >
          <span>{t(`projects.ratio.${project.ratio}`)}</span>
          <small>
            {project.width} × {project.height}
          </small>
        </Link>
      )}
      <div className="ak-project-info">
        <strong data-testid="project-name-text">{project.name}</strong>
        <div className="ak-muted">
          {t('projects.columns.role')}: {project.roleName ?? t('projects.fields.none')}
        </div>
        <div>
          {project.missing.length === 0 ? (
            <Tag color="green">{t('projects.missing.ready')}</Tag>
          ) : (
            <Tag color="orange" data-testid="project-missing">
              {t('projects.missing.title', { list: missingText(project.missing) })}
            </Tag>
          )}
        </div>
        <div className="ak-muted">
          {t('projects.columns.updatedAt')}: {dayjs(project.updatedAt).format('YYYY-MM-DD HH:mm')}
        </div>
      </div>
      <div className="ak-project-actions">
        {mobile ? (
          <Button
            type="primary"
            block
            icon={<PlayCircleOutlined />}
            disabled={!ready(project)}
            href={roomPath(project.id)}
            onClick={(event) => {
              event.preventDefault();
              void navigate(roomPath(project.id));
            }}
            data-testid="project-open-room"
          >
            {t('projects.mobile.openRoom')}
          </Button>
        ) : (
          <>
            <Button
              size="small"
              type="primary"
              icon={<EditOutlined />}
              href={AIASK_ROUTES.projectEditorOf(project.id)}
              onClick={(event) => {
                event.preventDefault();
                void navigate(AIASK_ROUTES.projectEditorOf(project.id));
              }}
              data-testid="project-edit"
            >
              {t('projects.actions.edit')}
            </Button>
            <Button size="small" onClick={() => setDialog({ kind: 'configure', project })} data-testid="project-configure">
              {t('projects.actions.configure')}
            </Button>
            <Button
              size="small"
              type="primary"
              ghost
              icon={<PlayCircleOutlined />}
              disabled={!ready(project)}
              title={ready(project) ? undefined : t('projects.missing.title', { list: missingText(project.missing) })}
              href={roomPath(project.id)}
              target="_blank"
              data-testid="project-debug"
            >
              {t('projects.actions.debug')}
            </Button>
          </>
        )}
        <Button size="small" onClick={() => setDialog({ kind: 'share', project })} data-testid="project-share">
          {t('projects.actions.share')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'rename', label: <span data-testid="project-action-rename">{t('projects.actions.rename')}</span> },
              { key: 'copy', label: <span data-testid="project-action-copy">{t('projects.actions.copy')}</span> },
              { type: 'divider' },
              { key: 'delete', danger: true, label: <span data-testid="project-action-delete">{t('projects.actions.delete')}</span> },
            ],
            onClick: ({ key }) => {
              if (key === 'rename') setDialog({ kind: 'rename', project });
              if (key === 'copy') void copy(project);
              if (key === 'delete') remove(project);
            },
          }}
        >
          <Button size="small" icon={<MoreOutlined />} aria-label={t('common.actions')} data-testid="project-more" />
        </Dropdown>
      </div>
    </div>
  );

  const items = projects.data?.items ?? [];
  return (
    <div className={mobile ? 'ak-page ak-h5-list' : 'ak-page'} data-testid="project-list" data-variant={mobile ? 'h5' : 'desktop'}>
      <div className="ak-head">
        <div>
          <h1>{t('projects.title')}</h1>
          <p>{t('projects.intro')}</p>
        </div>
        {mobile ? (
          <p className="ak-muted" data-testid="project-desktop-note">
            {t('projects.mobile.desktopNote')}
          </p>
        ) : (
          <div className="ak-project-create">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'create', ratio: 'horizontal' })}
              data-testid="project-create-horizontal"
            >
              {t('projects.createHorizontal')}
            </Button>
            <Button
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'create', ratio: 'vertical' })}
              data-testid="project-create-vertical"
            >
              {t('projects.createVertical')}
            </Button>
          </div>
        )}
      </div>
      <SearchBar
        placeholder={t('projects.search')}
        testId="project-search"
        onSearch={(text) => {
          setKeyword(text);
          setPage(1);
        }}
      />
      <Spin spinning={projects.isPending}>
        {items.length === 0 && !projects.isPending ? (
          <Empty description={t('projects.empty')} />
        ) : (
          <div className="ak-project-grid">{items.map(card)}</div>
        )}
      </Spin>
      {(projects.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className="ak-project-pages"
          current={page}
          pageSize={PAGE_SIZE}
          total={projects.data?.total ?? 0}
          onChange={setPage}
          showTotal={(count) => t('common.total', { count })}
        />
      )}
      {dialog?.kind === 'create' && (
        <ProjectFormDialog
          ratio={dialog.ratio}
          project={null}
          onClose={() => setDialog(null)}
          onSaved={(project) => {
            toast.success(t('projects.dialogs.created'));
            // A new project is configured next (role, digital human, voice, input box).
            setDialog({ kind: 'configure', project });
            void refresh();
          }}
        />
      )}
      {dialog?.kind === 'configure' && (
        <ProjectFormDialog
          ratio={dialog.project.ratio}
          project={dialog.project}
          onClose={() => setDialog(null)}
          onSaved={() => {
            toast.success(t('common.saved'));
            setDialog(null);
            void refresh();
          }}
        />
      )}
      {dialog?.kind === 'rename' && (
        <RenameDialog
          project={dialog.project}
          onClose={() => setDialog(null)}
          onSaved={() => {
            toast.success(t('projects.dialogs.renamed'));
            setDialog(null);
            void refresh();
          }}
        />
      )}
      {dialog?.kind === 'share' && <ShareDialog project={dialog.project} onClose={() => setDialog(null)} />}
    </div>
  );
}
