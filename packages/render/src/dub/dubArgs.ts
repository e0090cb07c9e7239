/** ffmpeg command lines of the dub (pure; unit-tested without ffmpeg). */
import { videoCodecArgs, type CodecSettings } from '../ffmpeg/encodeArgs.ts';

const QUIET = ['-hide_banner', '-loglevel', 'error', '-y'];
const seconds = (ms: number) => (Math.max(0, ms) / 1000).toFixed(3);

/** The first audio stream as mono 16-bit PCM at `sampleRate` (what the recognisers take). */
export function buildSpeechExtractArgs(videoPath: string, outPath: string, sampleRate = 16000): string[] {
  return [...QUIET, '-i', videoPath, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(sampleRate), '-c:a', 'pcm_s16le', outPath];
}

/** A line's speech played faster or slower without changing its pitch. */
export function buildAtempoArgs(inPath: string, outPath: string, tempo: number): string[] {
  return [...QUIET, '-i', inPath, '-filter:a', `atempo=${tempo.toFixed(3)}`, '-ac', '1', '-c:a', 'pcm_s16le', outPath];
}

/** One frame at `atMs`, 480 px wide, as the project's thumbnail. */
export function buildThumbnailArgs(videoPath: string, outPath: string, atMs: number): string[] {
  return [...QUIET, '-ss', seconds(atMs), '-i', videoPath, '-frames:v', '1', '-vf', 'scale=480:-2', outPath];
}

/** A picture shown over the video from startMs to endMs (a subtitle cue drawn by the scene renderer). */
export interface TimedOverlay {
  path: string;
  x: number;
  y: number;
  startMs: number;
  endMs: number;
}

export interface DubMuxRequest {
  videoPath: string;
  /** The mixed audio of the video's length. */
  audioPath: string;
  overlays: readonly TimedOverlay[];
  codec: CodecSettings;
  outPath: string;
}

/**
 * The dubbed video: the picture (with the cues burned in when there are overlays, else copied
 * untouched, which takes a second) and the new audio track.
 */
export function buildDubMuxArgs(req: DubMuxRequest): string[] {
  const args = [...QUIET, '-i', req.videoPath, '-i', req.audioPath];
  for (const overlay of req.overlays) args.push('-i', overlay.path);
  if (req.overlays.length === 0) {
    args.push('-map', '0:v:0', '-c:v', 'copy');
  } else {
    // A one-frame picture input repeats its frame, so `enable` alone decides when it shows.
    const chain = req.overlays.map((overlay, i) => {
      const from = i === 0 ? '[0:v]' : `[v${i}]`;
      const enable = `between(t,${seconds(overlay.startMs)},${seconds(overlay.endMs)})`;
      return `${from}[${i + 2}:v]overlay=x=${Math.round(overlay.x)}:y=${Math.round(overlay.y)}:enable='${enable}'[v${i + 1}]`;
    });
    args.push('-filter_complex', chain.join(';'), '-map', `[v${req.overlays.length}]`, ...videoCodecArgs(req.codec));
  }
  args.push('-map', '1:a:0', '-c:a', 'copy', '-movflags', '+faststart', '-f', 'mp4', req.outPath);
  return args;
}
