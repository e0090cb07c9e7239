/**
 * @orator/render/plan: the pure, browser-safe half of rendering. The editor preview plans
 * and plays a project with exactly these functions, so what is previewed is what is exported;
 * the root entry adds the Node half (voices, frames, ffmpeg).
 */
export { buildRenderPlan, coverFrameIndex, segmentAt, type PlanOptions } from './buildPlan.ts';
export {
  FRAME_MS,
  RENDER_FPS,
  type AudioInput,
  type AudioRole,
  type AudioSource,
  type Interval,
  type PlacedVoice,
  type PlannedSegment,
  type RenderPlan,
  type TimedCue,
} from './types.ts';
export { planPage, type PageContext, type PageOutput } from './pageSegment.ts';
export { planImageUrls } from './assetUrls.ts';
export { pageDurationMs, pageStarts, SPEECH_TAIL_MS } from './pageTiming.ts';
export { alignScript, timedTokens, type TimedToken } from './scriptAlignment.ts';
export { cuesFromTokens, scriptCueTexts } from './subtitleCues.ts';
export { DEFAULT_DUCKING, duckingGainAt, duckingVolumeExpression, mergeForRamps, type DuckingOptions } from '../audio/ducking.ts';
