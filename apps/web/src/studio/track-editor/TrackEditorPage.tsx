import { contentDuration } from '@orator/shared';
import { useQuery } from '@tanstack/react-query';
import { ConfigProvider, Result, Spin, Tag, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useLanguageStore } from '../../i18n/index.ts';
import { videoApi } from '../shared/api/videoApi.ts';
import { ExportDialog, type ExportRequest } from '../shared/export/ExportDialog.tsx';
import { buildPreviewPlan } from '../shared/player/previewPlan.ts';
import { MediaBin } from './bin/MediaBin.tsx';
import './i18n/register.ts';
import { Inspector } from './inspector/Inspector.tsx';
import { PreviewPane } from './preview/PreviewPane.tsx';
import { trackProject } from './preview/projectNow.ts';
import { loadTrackVoices, speakingClips } from './preview/trackVoices.ts';
import { flushSave, useAutosave } from './state/autosave.ts';
import { useTrackEditor } from './state/trackStore.ts';
import { useShortcuts } from './state/useShortcuts.ts';
import { Timeline } from './timeline/Timeline.tsx';
import { TimelineSplitter } from './timeline/TimelineSplitter.tsx';
import { TopBar } from './TopBar.tsx';
import { toast } from '../../ui/notify.ts';
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

/** The track-based editor at /videoeditor/:id (spec §2; query sourceType=videoEdit, isTemplate=true). */
export default function TrackEditorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('trackEditor');
  const project = useQuery({ queryKey: ['studio', 'project', id], queryFn: () => videoApi.project(id), enabled: id !== '', gcTime: 0 });
  const load = useTrackEditor((s) => s.load);
  const loadedId = useTrackEditor((s) => s.meta?.id);

  useEffect(() => {
    if (project.data) load(project.data);
  }, [project.data, load]);

  if (project.isPending) return <Spin size="large" className="te-page-spinner" />;
  if (project.isError || !project.data) {
    const notFound = project.error instanceof ApiError && project.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={t(notFound ? 'editor.notFound' : 'editor.loadFailed')}
        extra={<Link to="/main/newMainIndex/createNewVideo">{t('top.back')}</Link>}
      />
    );
  }
  if (loadedId !== project.data.id) return <Spin size="large" className="te-page-spinner" />;
  return <Workspace />;
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
  useAutosave();
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
      await flushSave();
      // The deduction and size follow the planned length: the plan the export renders.
      const project = trackProject(meta, history.present);
      const speakers = speakingClips(project).length > 0 ? (await videoApi.speakers({})).items : [];
      const voices = await loadTrackVoices(project, speakers, new AbortController().signal);
      const plan = buildPreviewPlan(project, voices, language);
      setExporting({ projectId: meta.id, projectName: meta.projectName, durationMs: plan.durationMs, watermark: meta.watermark });
    } catch {
      // the HTTP client has shown the reason
    } finally {
      setPreparing(false);
    }
  };

  return (
    <ConfigProvider theme={EDITOR_THEME}>
      <div className="track-editor" data-testid="track-editor">
        <TopBar onExport={() => void openExport()} exporting={preparing} />
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
        <ExportDialog request={exporting} onClose={() => setExporting(null)} prepare={flushSave} />
      </div>
    </ConfigProvider>
  );
}
