/**
 * @orator/render/plan: the pure, browser-safe half of rendering. The editor preview plans
 * and plays a project with exactly these functions, so what is previewed is what is exported;
 * the root entry adds the Node half (voices, frames, ffmpeg).
 */
export { buildRenderPlan, segmentAt } from './buildPlan.ts';
export { FRAME_MS, type PlacedVoice, type RenderPlan } from './types.ts';
export { planPage } from './pageSegment.ts';
export { planImageUrls } from './assetUrls.ts';
export { scriptCueTexts } from './subtitleCues.ts';
export { DEFAULT_DUCKING, duckingGainAt, mergeForRamps } from '../audio/ducking.ts';
