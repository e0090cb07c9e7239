import { checkExportReadiness, currentDocument, isPageKind } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useLanguageStore } from '../../i18n/index.ts';
import '../i18n/register.ts';
import { videoApi } from '../shared/api/videoApi.ts';
import { ExportDialog, type ExportRequest } from '../shared/export/ExportDialog.tsx';
import { audioLengthMs } from '../shared/player/playbackEngine.ts';
import { PreviewPlayer } from '../shared/player/PreviewPlayer.tsx';
import { buildPreviewPlan, loadPreviewVoices } from '../shared/player/previewPlan.ts';
import { PageStrip } from './chrome/PageStrip.tsx';
import { PanelRail, type PanelKey } from './chrome/PanelRail.tsx';
import { PropertiesPanel } from './chrome/PropertiesPanel.tsx';
import { TopBar } from './chrome/TopBar.tsx';
import { AlbumPanel } from './panels/AlbumPanel.tsx';
import { AssistantPanel } from './panels/AssistantPanel.tsx';
import { AvatarPanel } from './panels/AvatarPanel.tsx';
import { BackgroundPanel } from './panels/BackgroundPanel.tsx';
import { DetailsPanel } from './panels/DetailsPanel.tsx';
import { DubbingPanel } from './panels/DubbingPanel.tsx';
import { IllustrationPanel } from './panels/IllustrationPanel.tsx';
import { MusicPanel } from './panels/MusicPanel.tsx';
import { PagePanel } from './panels/PagePanel.tsx';
import { SubtitlePanel } from './panels/SubtitlePanel.tsx';
import { TemplatePanel } from './panels/TemplatePanel.tsx';
import { TitlePanel } from './panels/TitlePanel.tsx';
import { Stage } from './stage/Stage.tsx';
import { flushSave, useAutosave } from './state/autosave.ts';
import { showRefusal, useCurrentPage, useEditorStore } from './state/editorStore.ts';
import { projectNow } from './state/toProject.ts';
import { useShortcuts } from './state/useShortcuts.ts';
import type { Project } from '@orator/shared';
import type { RenderPlan } from '@orator/render/plan/types';
import { applyPlannedDurations } from './state/plannedDurations.ts';
import './pageEditor.css';

const PANEL_VIEWS: Record<PanelKey, () => ReactNode> = {
  template: () => <TemplatePanel />,
  avatar: () => <AvatarPanel />,
  subtitle: () => <SubtitlePanel />,
  dubbing: () => <DubbingPanel />,
  details: () => <DetailsPanel />,
  background: () => <BackgroundPanel />,
  title: () => <TitlePanel />,
  illustration: () => <IllustrationPanel />,
  album: () => <AlbumPanel />,
  music: () => <MusicPanel />,
  page: () => <PagePanel />,
  assistant: () => <AssistantPanel />,
};

/** The page-style (stacked) video editor at /main/lamination/:id. */
export default function PageEditorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('studio');
  const project = useQuery({ queryKey: ['studio', 'project', id], queryFn: () => videoApi.project(id), enabled: id !== '', gcTime: 0 });
  const load = useEditorStore((s) => s.load);
  const loadedId = useEditorStore((s) => s.meta?.id);

  useEffect(() => {
    if (project.data) load(project.data);
  }, [project.data, load]);

  if (project.isPending) return <Spin size="large" className="page-spinner" />;
  if (project.isError || !project.data) {
    const notFound = project.error instanceof ApiError && project.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={t(notFound ? 'editor.notFound' : 'editor.loadFailed')}
        extra={<Link to="/">{t('top.back')}</Link>}
      />
    );
  }
  if (!isPageKind(project.data.projectType))
    return <Result status="warning" title={t('editor.wrongKind')} extra={<Link to="/">{t('top.back')}</Link>} />;
  if (loadedId !== project.data.id) return <Spin size="large" className="page-spinner" />;
  return <EditorWorkspace />;
}

function EditorWorkspace() {
  const { t } = useTranslation('studio');
  const language = useLanguageStore((s) => s.language);
  const [panel, setPanel] = useState<PanelKey | null>('avatar');
  const [previewing, setPreviewing] = useState<Project | null>(null);
  const [exporting, setExporting] = useState<ExportRequest | null>(null);
  const [preparingExport, setPreparingExport] = useState(false);
  const page = useCurrentPage();
  const ratio = useEditorStore((s) => s.meta?.ratio ?? 0);
  useAutosave();
  useShortcuts();

  const recordPlan = (plan: RenderPlan) => useEditorStore.getState().apply((session) => applyPlannedDurations(session, plan));

  const openPreview = () => {
    void flushSave().catch(() => undefined);
    setPreviewing(projectNow());
  };

  const openExport = async () => {
    const { session, meta } = useEditorStore.getState();
    const project = projectNow();
    if (!session || !meta || !project) return;
    const readiness = checkExportReadiness(currentDocument(session));
    if (!readiness.ok) {
      showRefusal(readiness.error);
      setPanel('dubbing');
      return;
    }
    setPreparingExport(true);
    try {
      await flushSave();
      // The deduction and size follow the planned length: the same plan the export renders.
      const voices = await loadPreviewVoices(project, audioLengthMs);
      const plan = buildPreviewPlan(project, voices, language);
      recordPlan(plan);
      setExporting({ projectId: meta.id, projectName: meta.projectName, durationMs: plan.durationMs, watermark: meta.watermark });
    } catch {
      // the HTTP client has shown the reason
    } finally {
      setPreparingExport(false);
    }
  };

  return (
    <div className="page-editor" data-testid="page-editor">
      <TopBar onPreview={openPreview} onExport={() => void openExport()} />
      <div className="editor-body">
        <PanelRail active={panel} onChange={setPanel} />
        {panel && (
          <div className="panel-flyout" data-testid={`flyout-${panel}`}>
            <header className="panel-flyout-head">
              <h3>{t(`panels.${panel}`)}</h3>
              <Button type="text" size="small" onClick={() => setPanel(null)} aria-label={t('common.close')}>
                ×
              </Button>
            </header>
            {PANEL_VIEWS[panel]()}
          </div>
        )}
        <main className="editor-centre">{page ? <Stage page={page} ratio={ratio} /> : <Spin />}</main>
        <PropertiesPanel />
      </div>
      <PageStrip />
      <PreviewPlayer project={previewing} onClose={() => setPreviewing(null)} onPlanned={recordPlan} />
      {preparingExport && (
        <div className="editor-busy">
          <Spin />
          <span>{t('export.preparing')}</span>
        </div>
      )}
      <ExportDialog request={exporting} onClose={() => setExporting(null)} prepare={flushSave} />
    </div>
  );
}
