/** @orator/render: project -> render plan -> audio mix + frame stream -> ffmpeg -> MP4, cover, SRT, VTT. */
export { renderProject, type RenderOptions, type RenderResult } from './renderProject.ts';
export type { AssetLoader } from './assets/loadAssets.ts';
export type { ProgressCallback, RenderStage } from './progress.ts';
export { RenderAbortedError } from './ffmpeg/cancel.ts';

export * from './plan/index.ts';
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
export { formatSrt, formatVtt } from './output/subtitleFiles.ts';
export { probeDurations } from './ffmpeg/probe.ts';
export { buildAudioDecodeArgs, buildDurationProbeArgs } from './ffmpeg/readArgs.ts';
export { levelSpeechWav, measureWavLufs, speechLevelArgs } from './audio/levelSpeech.ts';
export { SPEECH_TARGET_LUFS, TRUE_PEAK_CEILING_DBTP } from './audio/loudness.ts';
export {
  renderDub,
  buildDubSpeech,
  dubCues,
  ratioOfVideo,
  DUB_CODEC,
  type DubLine,
  type RenderDubRequest,
  type RenderDubResult,
} from './dub/renderDub.ts';
export {
  planRetiming,
  retimePhonemes,
  DEFAULT_RETIME_LIMITS,
  type Placement,
  type RetimeSlot,
  type RetimeLimits,
  type TimedSound,
} from './dub/retime.ts';
export { buildSpeechExtractArgs, buildThumbnailArgs } from './dub/dubArgs.ts';
export { makeSpokenTestVideo, type SpokenLine, type SpokenVideo } from './dub/spokenTestVideo.ts';
export {
  appendSegments,
  emptyLivePlaylist,
  parseSegmentList,
  renderLivePlaylist,
  type HlsSegment,
  type LivePlaylistState,
} from './live/hlsPlaylist.ts';
export {
  buildHlsCutArgs,
  buildLiveNormaliseArgs,
  buildRtmpPushArgs,
  LIVE_AUDIO,
  LIVE_PIECE_GAP_SECONDS,
  type HlsCutRequest,
  type LiveFormat,
} from './live/liveArgs.ts';
export { clockFaults, makeTestClip, packetTimes, type TestClipRequest } from './live/liveTestMedia.ts';
