import { ExportOutlined } from '@ant-design/icons';
import { contentDuration, showsPhotoAvatar } from '@orator/shared';
import { Button, ConfigProvider, Tag, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguageStore } from '../../lib/i18n/index.ts';
import { flushSave, useAutosave } from '../kit/autosave.ts';
import { EditorRoute } from '../kit/EditorRoute.tsx';
import { EditorTopBar } from '../kit/EditorTopBar.tsx';
import { videoApi } from '../shared/api/videoApi.ts';
import { ExportDialog, type ExportRequest } from '../shared/export/ExportDialog.tsx';
import { buildPreviewPlan } from '../shared/player/previewPlan.ts';
import { MediaBin } from './bin/MediaBin.tsx';
import './i18n/register.ts';
import { Inspector } from './inspector/Inspector.tsx';
import { PreviewPane } from './preview/PreviewPane.tsx';
import { trackProject } from './preview/projectNow.ts';
import { loadTrackVoices, speakingClips } from './preview/trackVoices.ts';
import { fitClipsToSpeech } from './preview/fitToSpeech.ts';
import { TRACK_SAVER } from './state/saver.ts';
import { useHistoryFlags, useTrackEditor } from './state/trackStore.ts';
import { useShortcuts } from './state/useShortcuts.ts';
import { Timeline } from './timeline/Timeline.tsx';
import { TimelineSplitter } from './timeline/TimelineSplitter.tsx';
import { toast } from '../../lib/ui/notify.ts';
import './trackEditor.css';

/** Editors are dark so the picture stands out; the accent stays the product's indigo. */
const EDITOR_THEME = {
  algorithm: theme.darkAlgorithm,
  // The app theme's dark text colour would be inherited otherwise; the editor sets its own base colours.
  token: {
    colorPrimary: '#6366f1',
    colorTextBase: '#e5e7eb',
    colorBgBase: '#111318',
    colorBgContainer: '#20242c',
    colorBgElevated: '#242833',
    colorBorder: '#353b47',
    borderRadius: 8,
  },
};

/** The track-based editor at /videoeditor/:id (product-rules#screens; query sourceType=videoEdit, isTemplate=true). */
export default function TrackEditorPage() {
  const load = useTrackEditor((s) => s.load);
  const loadedId = useTrackEditor((s) => s.meta?.id);
  return (
    <EditorRoute load={load} loadedId={loadedId}>
      <Workspace />
    </EditorRoute>
  );
}

function Workspace() {
  const { t } = useTranslation('trackEditor');
  const language = useLanguageStore((s) => s.language);
  const [search] = useSearchParams();
  const [exporting, setExporting] = useState<ExportRequest | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [timelineHeight, setTimelineHeight] = useState<number | null>(null);
  const isTemplate = search.get('isTemplate') === 'true';
  const fromVideoEdit = search.get('sourceType') === 'videoEdit';
  const flags = useHistoryFlags();
  const name = useTrackEditor((s) => s.meta?.projectName ?? '');
  const saveState = useTrackEditor((s) => s.saveState);
  useAutosave(TRACK_SAVER);
  useShortcuts();

  const openExport = async () => {
    const { meta, history, transport } = useTrackEditor.getState();
    if (!meta || !history) return;
    transport?.pause();
    if (contentDuration(history.present) === 0) {
      toast.error(t('export.empty'));
      return;
    }
    setPreparing(true);
    try {
      const speaking = speakingClips(trackProject(meta, history.present)).length > 0;
      const speakers = speaking ? (await videoApi.speakers({})).items : [];
      // Dubbing clips take the length of their speech before anything is planned or saved.
      const moved = fitClipsToSpeech(await loadTrackVoices(trackProject(meta, history.present), speakers, new AbortController().signal));
      if (moved) toast.info(t('speech.fitted', { count: moved }));
      await flushSave(TRACK_SAVER);
      // The deduction and size follow the planned length: the plan the export renders.
      const project = trackProject(meta, useTrackEditor.getState().history?.present ?? history.present);
      const voices = await loadTrackVoices(project, speakers, new AbortController().signal);
      const plan = buildPreviewPlan(project, voices, language);
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
      setPreparing(false);
    }
  };

  return (
    <ConfigProvider theme={EDITOR_THEME}>
      <div className="track-editor" data-testid="track-editor">
        <EditorTopBar
          name={name}
          onRename={(next) => useTrackEditor.getState().rename(next)}
          saveState={saveState}
          canUndo={flags.canUndo}
          canRedo={flags.canRedo}
          onUndo={() => useTrackEditor.getState().undo()}
          onRedo={() => useTrackEditor.getState().redo()}
          badge={<span className="te-brand">{t('top.title')}</span>}
        >
          <Button type="primary" icon={<ExportOutlined />} onClick={() => void openExport()} loading={preparing} data-testid="open-export">
            {t('top.export')}
          </Button>
        </EditorTopBar>
        {(isTemplate || fromVideoEdit) && (
          <div className="te-context">
            {isTemplate && <Tag color="purple">{t('editor.templateMode')}</Tag>}
            {fromVideoEdit && <Tag color="blue">{t('editor.fromVideoEdit')}</Tag>}
          </div>
        )}
        <div className="te-main">
          <MediaBin />
          <PreviewPane />
          <Inspector />
        </div>
        <TimelineSplitter onResize={setTimelineHeight} />
        <Timeline heightPx={timelineHeight} />
        <ExportDialog request={exporting} onClose={() => setExporting(null)} prepare={() => flushSave(TRACK_SAVER)} />
      </div>
    </ConfigProvider>
  );
}
