import { ExportOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { checkExportReadiness, currentDocument, isPageKind, showsPhotoAvatar, type VideoProject, type Project } from '@orator/shared';
import { Button, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../lib/i18n/index.ts';
import '../i18n/register.ts';
import { flushSave, useAutosave } from '../kit/autosave.ts';
import { EditorRoute } from '../kit/EditorRoute.tsx';
import { EditorTopBar } from '../kit/EditorTopBar.tsx';
import { showRefusal } from '../kit/refusal.ts';
import { useKeymap } from '../kit/useKeymap.ts';
import { ExportDialog, type ExportRequest } from '../shared/export/ExportDialog.tsx';
import { audioLengthMs } from '../shared/player/playbackEngine.ts';
import { PreviewPlayer } from '../shared/player/PreviewPlayer.tsx';
import { buildPreviewPlan, loadPreviewVoices } from '../shared/player/previewPlan.ts';
import { PageStrip } from './chrome/PageStrip.tsx';
import { PanelRail, type PanelKey } from './chrome/PanelRail.tsx';
import { PropertiesPanel } from './chrome/PropertiesPanel.tsx';
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
import { PAGE_ACTIONS } from './state/actions.ts';
import { useCurrentPage, useEditorStore, useHistoryFlags } from './state/editorStore.ts';
import { PAGE_KEYMAP } from './state/pageKeymap.ts';
import { PAGE_SAVER } from './state/saver.ts';
import { projectNow } from './state/toProject.ts';
import type { RenderPlan } from '@orator/render/plan';
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

const isPageProject = (project: VideoProject): boolean => isPageKind(project.projectType);

/** The page-style (stacked) video editor at /main/lamination/:id. */
export default function PageEditorPage() {
  const { t } = useTranslation('studio');
  const load = useEditorStore((s) => s.load);
  const loadedId = useEditorStore((s) => s.meta?.id);
  return (
    <EditorRoute load={load} loadedId={loadedId} accepts={isPageProject} refusal={t('editor.wrongKind')}>
      <EditorWorkspace />
    </EditorRoute>
  );
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
  const name = useEditorStore((s) => s.meta?.projectName ?? '');
  const saveState = useEditorStore((s) => s.saveState);
  const flags = useHistoryFlags();
  useAutosave(PAGE_SAVER);
  useKeymap(PAGE_KEYMAP, PAGE_ACTIONS);

  const recordPlan = (plan: RenderPlan) => useEditorStore.getState().apply((session) => applyPlannedDurations(session, plan));

  const openPreview = () => {
    void flushSave(PAGE_SAVER).catch(() => undefined);
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
      await flushSave(PAGE_SAVER);
      // The deduction and size follow the planned length: the same plan the export renders.
      const voices = await loadPreviewVoices(project, audioLengthMs);
      const plan = buildPreviewPlan(project, voices, language);
      recordPlan(plan);
      setExporting({
        projectId: meta.id,
        projectName: meta.projectName,
        durationMs: plan.durationMs,
        watermark: meta.watermark,
        photoAvatar: showsPhotoAvatar(project),
      });
    } catch {
      // the HTTP client has shown the reason
    } finally {
      setPreparingExport(false);
    }
  };

  return (
    <div className="page-editor" data-testid="page-editor">
      <EditorTopBar
        name={name}
        onRename={(projectName) => useEditorStore.getState().updateMeta({ projectName })}
        saveState={saveState}
        canUndo={flags.canUndo}
        canRedo={flags.canRedo}
        onUndo={() => useEditorStore.getState().undo()}
        onRedo={() => useEditorStore.getState().redo()}
      >
        <Button icon={<PlayCircleOutlined />} onClick={openPreview} data-testid="open-preview">
          {t('top.preview')}
        </Button>
        <Button type="primary" icon={<ExportOutlined />} onClick={() => void openExport()} data-testid="open-export">
          {t('top.export')}
        </Button>
      </EditorTopBar>
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
      <ExportDialog request={exporting} onClose={() => setExporting(null)} prepare={() => flushSave(PAGE_SAVER)} />
    </div>
  );
}
