/** @orator/render: project -> render plan -> audio mix + frame stream -> ffmpeg -> MP4, cover, SRT, VTT. */
export { renderProject, type RenderOptions, type RenderResult } from './renderProject.ts';

export * from './plan/index.ts';
export { makeVoices } from './voices/pageVoices.ts';

export { DEFAULT_CODEC } from './ffmpeg/encodeArgs.ts';
export { levelSpeechWav, measureWavLufs } from './audio/levelSpeech.ts';
export { SPEECH_TARGET_LUFS } from './audio/loudness.ts';
export { renderDub, buildDubSpeech, DUB_CODEC, type DubLine } from './dub/renderDub.ts';
export { retimePhonemes, type Placement, type TimedSound } from './dub/retime.ts';
export { buildSpeechExtractArgs, buildThumbnailArgs } from './dub/dubArgs.ts';
export { makeSpokenTestVideo } from './dub/spokenTestVideo.ts';
export {
  appendSegments,
  emptyLivePlaylist,
  parseSegmentList,
  renderLivePlaylist,
  type HlsSegment,
  type LivePlaylistState,
} from './live/hlsPlaylist.ts';
export { buildHlsCutArgs, buildLiveNormaliseArgs, buildRtmpPushArgs, LIVE_PIECE_GAP_SECONDS, type LiveFormat } from './live/liveArgs.ts';
export { clockFaults, makeTestClip, packetTimes } from './live/liveTestMedia.ts';
