/** @orator/render: project -> render plan -> audio mix + frame stream -> ffmpeg -> MP4, cover, SRT, VTT. */
export { renderProject, type RenderOptions, type RenderResult } from './renderProject.ts';
export type { AssetLoader } from './assets/loadAssets.ts';
export type { ProgressCallback, RenderStage } from './progress.ts';
export { RenderAbortedError } from './ffmpeg/process.ts';

export { buildRenderPlan, coverFrameIndex, segmentAt, type PlanOptions } from './plan/buildPlan.ts';
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
} from './plan/types.ts';
export { pageDurationMs, pageStarts, SPEECH_TAIL_MS } from './plan/pageTiming.ts';
export { alignScript, timedTokens, type TimedToken } from './plan/scriptAlignment.ts';
export { cuesFromTokens } from './plan/subtitleCues.ts';
export { voiceFromSpeech, voiceJobs, makeVoices, type VoiceJob } from './voices/pageVoices.ts';

export { buildAudioMixArgs, type AudioMixRequest } from './ffmpeg/audioMixArgs.ts';
export {
  buildClipDecodeArgs,
  buildEncodeArgs,
  buildEncoderBaselineArgs,
  codecForTier,
  DEFAULT_CODEC,
  videoCodecArgs,
  type CodecSettings,
  type EncodeRequest,
  type X264Preset,
} from './ffmpeg/encodeArgs.ts';
export { DEFAULT_DUCKING, duckingGainAt, duckingVolumeExpression, type DuckingOptions } from './audio/ducking.ts';
export { formatSrt, formatVtt } from './output/subtitleFiles.ts';
export { probeDurations } from './ffmpeg/probe.ts';
