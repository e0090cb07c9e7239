/**
 * ffmpeg arguments of a live room's stream (pure). Lines and replies are pre-rendered MP4s of
 * any length; each is made uniform once (same size, frame rate, keyframe every segment, same
 * audio layout), then, each time it is played, copied (no re-encode) into HLS segments whose
 * timestamps continue the stream's clock. Continuous timestamps let the same MPEG-TS bytes go
 * to the HLS playlist and, concatenated, to an RTMP ingest without a discontinuity.
 */
import { videoCodecArgs, type CodecSettings } from '../ffmpeg/encodeArgs.ts';
import { LIVE_AUDIO, liveAudioArgs, liveSegmentingArgs } from '../ffmpeg/streamArgs.ts';

export interface LiveFormat {
  width: number;
  height: number;
  fps: number;
  /** Segment length; every segment starts on a keyframe. */
  segmentSeconds: number;
}

/**
 * Space left between one piece's end and the next one's offset, three AAC frames (70 ms): AAC
 * starts each piece one frame (1024 samples) early, its encoder priming, and pads its end to
 * whole frames; without the space both would overlap the piece before and send audio
 * timestamps backwards (measured in live.ffmpeg.test.ts).
 */
export const LIVE_PIECE_GAP_SECONDS = (3 * 1024) / LIVE_AUDIO.sampleRate;

/** Any rendered clip -> the stream's uniform format (letterboxed to the size, keyframes on segment starts). */
export function buildLiveNormaliseArgs(
  clip: { path: string; hasAudio: boolean; durationSeconds: number },
  output: string,
  format: LiveFormat,
  codec: CodecSettings,
): string[] {
  const { width, height, fps, segmentSeconds } = format;
  // The clip's sound, padded with silence to the picture's end; a clip without sound gets
  // silence: the stream's audio must never stop.
  const audio = clip.hasAudio
    ? `[0:a]aresample=${LIVE_AUDIO.sampleRate},aformat=channel_layouts=stereo,apad[a]`
    : `anullsrc=r=${LIVE_AUDIO.sampleRate}:cl=stereo[a]`;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    clip.path,
    '-filter_complex',
    `[0:v]scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,fps=${fps},setsar=1[v];${audio}`,
    '-map',
    '[v]',
    '-map',
    '[a]',
    // The padded audio is endless: the clip's own length ends it (-shortest can hang on an endless filter input).
    '-t',
    clip.durationSeconds.toFixed(3),
    ...videoCodecArgs({ ...codec, fps }),
    ...liveSegmentingArgs(segmentSeconds),
    ...liveAudioArgs(),
    '-movflags',
    '+faststart',
    output,
  ];
}

export interface HlsCutRequest {
  /** A clip made by buildLiveNormaliseArgs. */
  input: string;
  /** Where the segments and the piece's own VOD playlist go. */
  directory: string;
  /** Unique among the stream's pieces, so segment names never collide (e.g. "p000123"). */
  pieceName: string;
  /**
   * Stream time at which this piece starts: its timestamps are shifted by this. The next piece
   * starts at this plus the uniform clip's container duration plus LIVE_PIECE_GAP_SECONDS, so
   * timestamps never go back.
   */
  offsetSeconds: number;
  segmentSeconds: number;
}

/** Copies a uniform clip into MPEG-TS segments on the stream's clock; the piece playlist lists them. */
export function buildHlsCutArgs(request: HlsCutRequest): string[] {
  const { input, directory, pieceName, offsetSeconds, segmentSeconds } = request;
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0',
    '-c',
    'copy',
    '-output_ts_offset',
    offsetSeconds.toFixed(3),
    // MPEG-TS would otherwise delay every piece's first timestamp by ~1.4 s.
    '-muxdelay',
    '0',
    '-muxpreload',
    '0',
    '-f',
    'hls',
    '-hls_time',
    String(segmentSeconds),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${directory}/${pieceName}-%03d.ts`,
    `${directory}/${pieceName}.m3u8`,
  ];
}

/** Reads the stream's segments as one MPEG-TS on stdin, at their own pace, and pushes them to an RTMP ingest. */
export function buildRtmpPushArgs(url: string): string[] {
  return ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'mpegts', '-i', 'pipe:0', '-c', 'copy', '-f', 'flv', url];
}
