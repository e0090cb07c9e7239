import { CaretRightOutlined, PauseOutlined, StepBackwardOutlined, StepForwardOutlined } from '@ant-design/icons';
import { contentDuration, formatTimelineTime } from '@orator/shared';
import { Button, Spin, Tooltip } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../lib/i18n/index.ts';
import { useSpeakers } from '../../kit/catalog.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { PlaybackEngine } from '../../shared/player/playbackEngine.ts';
import { buildPreviewPlan } from '../../shared/player/previewPlan.ts';
import { playheadToEnd } from '../state/actions.ts';
import { useTimeline, useTrackEditor } from '../state/trackStore.ts';
import { trackProject } from './projectNow.ts';
import { fitClipsToSpeech } from './fitToSpeech.ts';
import { loadTrackVoices, speakingClips } from './trackVoices.ts';

/** Edits arrive in bursts while dragging; the plan is rebuilt once they settle. */
const REPLAN_DELAY_MS = 250;

type Status = 'loading' | 'ready' | 'failed';

/**
 * The programme monitor: the project drawn at the playhead by the export's own plan and
 * scene renderer, playable with sound. Each edit builds a fresh player on a fresh canvas
 * that replaces the old one only once its first frame is drawn, so the picture never blanks.
 */
export function PreviewPane() {
  const { t } = useTranslation('trackEditor');
  const language = useLanguageStore((s) => s.language);
  const meta = useTrackEditor((s) => s.meta);
  const timeline = useTimeline();
  const playing = useTrackEditor((s) => s.playing);
  const playheadMs = useTrackEditor((s) => s.playheadMs);
  const screenRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<PlaybackEngine | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  /** A newer plan is being prepared (speech, images) while the previous picture stays up. */
  const [busy, setBusy] = useState(true);
  const project = useMemo(() => (meta ? trackProject(meta, timeline) : null), [meta, timeline]);
  const speaks = project ? speakingClips(project).length > 0 : false;
  const speakers = useSpeakers(speaks);

  useEffect(() => {
    const screen = screenRef.current;
    if (!project || !screen || (speaks && !speakers.data)) return;
    setBusy(true);
    const controller = new AbortController();
    let engine: PlaybackEngine | null = null;
    const timer = setTimeout(
      () => {
        (async () => {
          const voices = await loadTrackVoices(project, speakers.data?.items ?? [], controller.signal);
          if (controller.signal.aborted) return;
          // A clip whose length changes to its speech's makes a new project; this effect runs again for it.
          const moved = fitClipsToSpeech(voices);
          if (moved) toast.info(t('speech.fitted', { count: moved }));
          if (moved !== null) return;
          const plan = buildPreviewPlan(project, voices, language);
          const canvas = document.createElement('canvas');
          canvas.className = 'te-preview-canvas';
          canvas.dataset.testid = 'track-preview-canvas';
          engine = new PlaybackEngine(plan, voices, canvas, (ms, isPlaying) => {
            const store = useTrackEditor.getState();
            if (isPlaying || store.playing) store.setPlayhead(ms);
            if (store.playing !== isPlaying) store.setPlaying(isPlaying);
          });
          await engine.prepare();
          if (controller.signal.aborted) {
            engine.dispose();
            return;
          }
          const previous = engineRef.current;
          const wasPlaying = previous?.playing ?? false;
          previous?.dispose();
          engine.seek(useTrackEditor.getState().playheadMs);
          screen.replaceChildren(canvas);
          engineRef.current = engine;
          if (wasPlaying) engine.play();
          setStatus('ready');
          setBusy(false);
        })().catch(() => {
          if (controller.signal.aborted) return;
          setStatus('failed');
          setBusy(false);
        });
      },
      engineRef.current ? REPLAN_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
      // The player on screen stays until its successor is ready; one still preparing disposes itself.
    };
  }, [project, language, speaks, speakers.data, t]);

  useEffect(
    () => () => {
      engineRef.current?.dispose();
      engineRef.current = null;
    },
    [],
  );

  // The playhead moved by the timeline (not by playback): show that frame.
  useEffect(() => {
    const engine = engineRef.current;
    if (!engine || engine.playing) return;
    engine.seek(playheadMs);
  }, [playheadMs]);

  useEffect(() => {
    useTrackEditor.getState().setTransport({
      toggle: () => {
        const engine = engineRef.current;
        if (!engine) return;
        if (engine.playing) engine.pause();
        else engine.play();
        useTrackEditor.getState().setPlaying(engine.playing);
      },
      pause: () => engineRef.current?.pause(),
    });
    return () => useTrackEditor.getState().setTransport(null);
  }, []);

  const transport = useTrackEditor((s) => s.transport);
  const totalMs = contentDuration(timeline);
  const ratioClass = `te-preview-frame ratio-${meta?.ratio ?? 0}`;
  return (
    <section className="te-preview" data-testid="track-preview" data-status={status} data-busy={busy ? '1' : '0'}>
      <div className={ratioClass}>
        <div ref={screenRef} className="te-preview-screen" />
        {status === 'loading' && (
          <div className="te-preview-overlay">
            <Spin />
          </div>
        )}
        {status === 'ready' && busy && (
          <span className="te-preview-busy">
            <Spin size="small" /> {t('preview.updating')}
          </span>
        )}
        {status === 'failed' && <div className="te-preview-overlay is-failed">{t('preview.failed')}</div>}
      </div>
      <div className="te-transport">
        <span className="te-timecode" data-testid="playhead-time">
          {formatTimelineTime(playheadMs)}
        </span>
        <div className="te-transport-buttons">
          <Tooltip title={`${t('transport.start')} (Home)`}>
            <Button
              type="text"
              icon={<StepBackwardOutlined />}
              onClick={() => useTrackEditor.getState().setPlayhead(0)}
              aria-label={t('transport.start')}
            />
          </Tooltip>
          <Tooltip title={`${t(playing ? 'transport.pause' : 'transport.play')} (Space)`}>
            <Button
              shape="circle"
              type="primary"
              icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
              onClick={() => transport?.toggle()}
              disabled={status !== 'ready'}
              aria-label={t(playing ? 'transport.pause' : 'transport.play')}
              data-testid="track-play"
            />
          </Tooltip>
          <Tooltip title={`${t('transport.end')} (End)`}>
            <Button type="text" icon={<StepForwardOutlined />} onClick={playheadToEnd} aria-label={t('transport.end')} />
          </Tooltip>
        </div>
        <span className="te-timecode is-total">{formatTimelineTime(totalMs)}</span>
      </div>
    </section>
  );
}
