import { CaretRightOutlined, PauseOutlined } from '@ant-design/icons';
import { formatTimelineTime, type Project } from '@orator/shared';
import { Alert, Button, Modal, Slider, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/register.ts';
import '../studioShared.css';
import { useLanguageStore } from '../../../lib/i18n/index.ts';
import { FRAME_MS, type RenderPlan } from '@orator/render/plan';
import { audioLengthMs, PlaybackEngine } from './playbackEngine.ts';
import { buildPreviewPlan, loadPreviewVoices } from './previewPlan.ts';

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

/**
 * Plays the whole project in the browser as the export will render it: the same plan,
 * the same renderer, the page speech with its viseme track; seekable to the frame.
 */
export function PreviewPlayer({
  project,
  onClose,
  onPlanned,
}: {
  project: Project | null;
  onClose(): void;
  onPlanned?(plan: RenderPlan): void;
}) {
  const { t } = useTranslation('studio');
  const language = useLanguageStore((s) => s.language);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const engineRef = useRef<PlaybackEngine | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [duration, setDuration] = useState(0);
  // Read through a ref so a new callback identity does not restart the preview.
  const onPlannedRef = useRef(onPlanned);
  onPlannedRef.current = onPlanned;

  useEffect(() => {
    if (!project) return;
    const controller = new AbortController();
    let engine: PlaybackEngine | null = null;
    setStatus({ kind: 'loading' });
    setPosition(0);
    (async () => {
      const voices = await loadPreviewVoices(project, audioLengthMs, controller.signal);
      const plan = buildPreviewPlan(project, voices, language);
      onPlannedRef.current?.(plan);
      // The dialog mounts its body as it opens; give it a frame before reaching for the canvas.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const canvas = canvasRef.current;
      if (controller.signal.aborted || !canvas) return;
      engine = new PlaybackEngine(plan, voices, canvas, (ms, isPlaying) => {
        setPosition(ms);
        setPlaying(isPlaying);
      });
      await engine.prepare();
      if (controller.signal.aborted) return;
      engineRef.current = engine;
      setDuration(plan.durationMs);
      setStatus({ kind: 'ready' });
    })().catch((error: unknown) => {
      if (!controller.signal.aborted) setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      controller.abort();
      engine?.dispose();
      engineRef.current = null;
    };
  }, [project, language]);

  const toggle = () => {
    const engine = engineRef.current;
    if (!engine) return;
    if (engine.playing) engine.pause();
    else engine.play();
    setPlaying(engine.playing);
  };

  return (
    <Modal
      open={project !== null}
      onCancel={onClose}
      footer={null}
      width="min(1040px, 94vw)"
      title={t('preview.title')}
      destroyOnHidden
      centered
    >
      <div
        className="preview-player"
        data-testid="preview-player"
        data-duration-ms={duration}
        data-status={status.kind}
        data-playing={playing ? '1' : '0'}
      >
        <div className="preview-screen">
          <canvas ref={canvasRef} className="preview-canvas" data-testid="preview-canvas" />
          {status.kind === 'loading' && (
            <div className="preview-overlay">
              <Spin />
              <span>{t('preview.preparing')}</span>
            </div>
          )}
        </div>
        {status.kind === 'failed' && <Alert type="error" showIcon title={t('preview.failed')} description={status.message} />}
        <div className="preview-controls">
          <Button
            shape="circle"
            type="primary"
            icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
            onClick={toggle}
            disabled={status.kind !== 'ready'}
            aria-label={t(playing ? 'preview.pause' : 'preview.play')}
            data-testid="preview-play"
          />
          <Slider
            className="preview-scrubber"
            min={0}
            max={Math.max(duration, FRAME_MS)}
            step={FRAME_MS}
            value={position}
            disabled={status.kind !== 'ready'}
            tooltip={{ formatter: (value) => formatTimelineTime(value ?? 0) }}
            onChange={(value) => engineRef.current?.seek(value)}
          />
          <span className="preview-time" data-testid="preview-time">
            {formatTimelineTime(position)} / {formatTimelineTime(duration)}
          </span>
        </div>
      </div>
    </Modal>
  );
}
