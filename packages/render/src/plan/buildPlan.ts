/** Project + voices -> render plan (pure). Page-style projects and track projects alike. */
import { isTrackKind, type Project } from '@orator/shared/project';
import { watermarkLeftFor, WATERMARK_TEXT } from '@orator/shared/constants';
import { defaultTextWatermark, type WatermarkSpec, outputSize, type Tier, type TextMeasure } from '@orator/scene';
import { gainFromAudioDb } from './layers.ts';
import { pageDurationMs, pageStarts } from './pageTiming.ts';
import { planPage } from './pageSegment.ts';
import { planTracks } from './trackSegment.ts';
import { FRAME_MS, RENDER_FPS, type AudioInput, type PlacedVoice, type PlannedSegment, type RenderPlan, type TimedCue } from './types.ts';
import { globalVisemes, speechIntervals, type VoiceAt } from './voiceTimeline.ts';

export interface PlanOptions {
  tier: Tier;
  /** Voice per page uuid (page projects) or per dubbing clip uuid (track projects). */
  voices: ReadonlyMap<string, PlacedVoice>;
  /** The generated-by-AI notice; defaults to the English text. */
  watermarkText?: string;
  /** Text width in the renderer's font: canvasTextMeasure(createNodeCanvas) or a browser canvas. */
  measureText: TextMeasure;
}

function watermarkFor(project: Project, text: string | undefined): WatermarkSpec | null {
  if (!project.watermark) return null;
  const spec = defaultTextWatermark(text ?? WATERMARK_TEXT.en);
  return spec.kind === 'text' ? { ...spec, offsetX: watermarkLeftFor(project.ratio) } : spec;
}

/** Tracks are edited as such; every other kind (stacked pages, one-page topics ...) has pages. */
function usesTracks(project: Project): boolean {
  return isTrackKind(project.projectType) || (project.ppts.length === 0 && project.tracks.length > 0);
}

export function buildRenderPlan(project: Project, opts: PlanOptions): RenderPlan {
  const { width, height } = outputSize(project.ratio, opts.tier);
  const watermark = watermarkFor(project, opts.watermarkText);
  const segments: PlannedSegment[] = [];
  const audio: AudioInput[] = [];
  const subtitles: TimedCue[] = [];
  const voicesAt: VoiceAt[] = [];
  let durationMs: number;

  if (usesTracks(project)) {
    const tracks = planTracks(project, { ratio: project.ratio, width, height, voices: opts.voices, watermark, measure: opts.measureText });
    segments.push({ id: project.id, startMs: 0, durationMs: tracks.durationMs, scene: tracks.scene });
    audio.push(...tracks.audio);
    subtitles.push(...tracks.cues);
    voicesAt.push(...tracks.voicesAt);
    durationMs = tracks.durationMs;
  } else {
    const durations = project.ppts.map((page) => pageDurationMs(page.duration, opts.voices.get(page.uuid)?.durationMs));
    const starts = pageStarts(durations);
    project.ppts.forEach((page, index) => {
      const startMs = starts[index] ?? 0;
      const pageMs = durations[index] ?? 0;
      const voice = opts.voices.get(page.uuid);
      const out = planPage(page, {
        ratio: project.ratio,
        width,
        height,
        startMs,
        durationMs: pageMs,
        voice,
        watermark,
        measure: opts.measureText,
      });
      segments.push({ id: page.uuid, startMs, durationMs: pageMs, scene: out.scene });
      audio.push(...out.audio);
      subtitles.push(...out.cues);
      if (voice) voicesAt.push({ voice, startMs });
    });
    durationMs = durations.reduce((sum, d) => sum + d, 0);
  }

  const bgm = project.bgmGlobal;
  if (bgm && durationMs > 0) {
    audio.push({
      id: bgm.uuid,
      role: 'bgm',
      source: { kind: 'url', url: bgm.url },
      startMs: 0,
      durationMs,
      sourceStartMs: 0,
      gain: gainFromAudioDb(bgm.audioDb),
      fadeInMs: bgm.fadeIn,
      fadeOutMs: bgm.fadeOut,
      loop: bgm.loop,
    });
  }
  const frameCount = Math.round(durationMs / FRAME_MS);
  return {
    ratio: project.ratio,
    width,
    height,
    fps: RENDER_FPS,
    durationMs,
    frameCount,
    segments,
    audio,
    subtitles,
    speechIntervals: speechIntervals(voicesAt),
    mouthOpenness: globalVisemes(voicesAt, frameCount).map((f) => f.openness),
  };
}

/** The segment drawn at a frame (segments tile the video end to end). */
export function segmentAt(plan: RenderPlan, timeMs: number): PlannedSegment | undefined {
  return plan.segments.find((s) => timeMs >= s.startMs && timeMs < s.startMs + s.durationMs) ?? plan.segments[plan.segments.length - 1];
}

/** The cover frame: the first frame from 1 s on where the avatar's mouth is clearly open. */
export function coverFrameIndex(plan: RenderPlan): number {
  const from = Math.min(plan.frameCount - 1, Math.round(1000 / FRAME_MS));
  for (let f = Math.max(0, from); f < plan.frameCount; f++) if ((plan.mouthOpenness[f] ?? 0) >= 0.4) return f;
  return Math.max(0, from);
}
