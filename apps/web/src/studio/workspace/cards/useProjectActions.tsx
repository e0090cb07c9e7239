import { coverEditorPath, type VideoProjectSummary } from '@orator/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/ui/notify.ts';
import { catalogApi, projectsApi } from '../api/workspaceApi.ts';
import { editorPathFor, type ProjectAction } from '../model/projectActions.ts';
import { openEditor } from '../../shared/openEditor.ts';
import { downloadMedia } from '../model/mediaUrl.ts';
import { NameDialog } from './NameDialog.tsx';

/** Card actions beyond the project's own (product-rules#projects-actions): save as template, edit the finished video's cover. */
export type CardAction = ProjectAction | 'saveAsTemplate' | 'editCover';
type Naming = { kind: 'rename' | 'saveAsTemplate'; project: VideoProjectSummary } | null;

/**
 * The actions of a project card (product-rules#projects-actions), wired to the video projects API. Returns the handler and
 * the dialogs it opens (render them once, next to the list).
 */
export function useProjectActions(): { run: (action: CardAction, project: VideoProjectSummary) => void; dialogs: ReactNode } {
  const { t } = useTranslation('workspace');
  const { t: common } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [naming, setNaming] = useState<Naming>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['workspace'] });

  const run = (action: CardAction, project: VideoProjectSummary) => {
    const attempt = async (work: () => Promise<unknown>, done: string) => {
      try {
        await work();
        toast.success(done);
      } catch {
        // The HTTP client has shown the server's message.
      }
      await refresh();
    };
    switch (action) {
      case 'edit':
      case 'reEdit':
        openEditor(editorPathFor(project), navigate);
        return;
      case 'editCover':
        navigate(coverEditorPath(project.id));
        return;
      case 'rename':
      case 'saveAsTemplate':
        setNaming({ kind: action, project });
        return;
      case 'copy':
        void attempt(() => projectsApi.copy(project.id), t('project.copied'));
        return;
      case 'collect':
      case 'uncollect':
        void attempt(
          () => projectsApi.collect(project.id, action === 'collect'),
          t(action === 'collect' ? 'project.collected' : 'project.uncollected'),
        );
        return;
      case 'resynthesize':
        void attempt(() => projectsApi.resynthesize(project.id), t('project.resynthesizing'));
        return;
      case 'download':
        void projectsApi
          .download(project.id)
          .then((download) => downloadMedia(download.videoUrl, download.fileName))
          .catch(() => undefined);
        return;
      case 'delete':
        modal.confirm({
          title: t('project.deleteTitle', { name: project.projectName }),
          content: t('project.deleteBody'),
          okText: t('actions.delete'),
          okButtonProps: { danger: true, 'data-testid': 'delete-confirm' },
          cancelText: common('common.cancel'),
          onOk: () => attempt(() => projectsApi.remove(project.id), t('project.deleted')),
        });
        return;
    }
  };

  const dialogs = (
    <NameDialog
      open={naming !== null}
      title={naming?.kind === 'saveAsTemplate' ? t('template.saveAsTitle') : t('project.renameTitle')}
      label={naming?.kind === 'saveAsTemplate' ? t('template.templateName') : t('project.name')}
      initial={naming?.project.projectName ?? ''}
      onClose={() => setNaming(null)}
      onSubmit={async (name) => {
        if (!naming) return;
        if (naming.kind === 'rename') {
          await projectsApi.rename(naming.project.id, name);
          toast.success(t('project.renamed'));
        } else {
          await catalogApi.saveMyTemplate(naming.project.id, name);
          toast.success(t('template.saved'));
        }
        await refresh();
      }}
    />
  );

  return { run, dialogs };
}
