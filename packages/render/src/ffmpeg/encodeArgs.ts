/**
 * ffmpeg arguments of the video encoder (pure). The codec settings are one function so the
 * benchmark can give the encoder-only baseline exactly the same ones.
 */
import { liveAudioArgs, liveSegmentingArgs } from './streamArgs.ts';

export type X264Preset = 'ultrafast' | 'superfast' | 'veryfast' | 'faster' | 'fast' | 'medium';

export interface CodecSettings {
  preset: X264Preset;
  crf: number;
  /** x264 -tune; 'animation' suits flat illustrated scenes. */
  tune: 'animation' | 'film' | 'stillimage' | null;
  fps: number;
}

export const DEFAULT_CODEC: CodecSettings = { preset: 'veryfast', crf: 23, tune: 'animation', fps: 25 };

/**
 * Preset per output tier: the best quality that keeps the speed goals on two cores (README,
 * bench/render.bench.ts). For our mostly static scenes x264 is a minor cost at 720p, so
 * veryfast costs little; at 1080p superfast saves about 4 ms of CPU per frame, and 4k needs
 * ultrafast to stay usable.
 */
const PRESET_BY_TIER: Record<'720p' | '1080p' | '4k', X264Preset> = { '720p': 'veryfast', '1080p': 'superfast', '4k': 'ultrafast' };

export function codecForTier(tier: '720p' | '1080p' | '4k'): CodecSettings {
  return { ...DEFAULT_CODEC, preset: PRESET_BY_TIER[tier] };
}

export function videoCodecArgs(codec: CodecSettings): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    codec.preset,
    ...(codec.tune ? ['-tune', codec.tune] : []),
    '-crf',
    String(codec.crf),
    // A keyframe every 2 s keeps seeking in players snappy.
    '-g',
    String(codec.fps * 2),
    '-pix_fmt',
    'yuv420p',
    '-colorspace',
    'bt709',
    '-color_primaries',
    'bt709',
    '-color_trc',
    'bt709',
    '-color_range',
    'tv',
  ];
}

export interface EncodeRequest {
  width: number;
  height: number;
  codec: CodecSettings;
  /** Mixed AAC audio (an .m4a made by buildAudioMixArgs), copied without re-encoding. */
  audioPath: string;
  outPath: string;
  /**
   * Encode stream-uniform for a live room with segments of this length (keyframe on each
   * segment start, no B-frames, the stream's AAC layout), so the streamer copies the clip
   * without a second encode. Unset: an ordinary MP4 with the mix copied.
   */
  streamSegmentSeconds?: number;
}

/** Raw RGBA frames on stdin + the mixed audio -> H.264/AAC MP4 with the index up front. */
export function buildEncodeArgs(req: EncodeRequest): string[] {
  const stream = req.streamSegmentSeconds;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${req.width}x${req.height}`,
    '-r',
    String(req.codec.fps),
    '-i',
    'pipe:0',
    '-i',
    req.audioPath,
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    // RGB -> BT.709 limited-range YUV, matching the colour tags written by videoCodecArgs
    // (square pixels stated, as the streamer's normalised pieces state them).
    '-vf',
    `scale=out_color_matrix=bt709:out_range=tv${stream ? ',setsar=1' : ''}`,
    ...videoCodecArgs(req.codec),
    ...(stream ? [...liveSegmentingArgs(stream), ...liveAudioArgs()] : ['-c:a', 'copy']),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    req.outPath,
  ];
}

/**
 * The encoder-only baseline of the benchmark: a synthetic source through the same codec.
 * `fromRgba` feeds the encoder RGBA frames through the same colour conversion as
 * buildEncodeArgs, so it costs what ffmpeg spends on our frames; without it lavfi hands
 * x264 YUV directly (the stricter baseline).
 */
export function buildEncoderBaselineArgs(
  width: number,
  height: number,
  durationMs: number,
  codec: CodecSettings,
  outPath: string,
  fromRgba = false,
): string[] {
  const source = `testsrc2=size=${width}x${height}:rate=${codec.fps}`;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    fromRgba ? `${source},format=rgba` : source,
    '-t',
    (durationMs / 1000).toFixed(3),
    ...(fromRgba ? ['-vf', 'scale=out_color_matrix=bt709:out_range=tv'] : []),
    ...videoCodecArgs(codec),
    '-f',
    'mp4',
    outPath,
  ];
}

export interface ClipDecodeRequest {
  path: string;
  /** Offset into the source. */
  sourceStartMs: number;
  durationMs: number;
  /** Output pixel size of the decoded frames. */
  width: number;
  height: number;
  fps: number;
  loop: boolean;
}

/** One decoder per video clip: frames at the output rate, scaled to the clip box, as raw RGBA. */
export function buildClipDecodeArgs(req: ClipDecodeRequest): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    ...(req.loop ? ['-stream_loop', '-1'] : []),
    '-ss',
    (req.sourceStartMs / 1000).toFixed(3),
    '-i',
    req.path,
    '-t',
    (req.durationMs / 1000).toFixed(3),
    '-an',
    '-vf',
    `fps=${req.fps},scale=${req.width}:${req.height}:force_original_aspect_ratio=increase,crop=${req.width}:${req.height},format=rgba`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    'pipe:1',
  ];
}
