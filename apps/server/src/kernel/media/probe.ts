import { ProcessFailedError, runProcess } from '@orator/process';

/** What ffprobe tells us about an uploaded media file. */
export type ProbeOutcome =
  { ok: true; durationMs: number | null; width: number | null; height: number | null } | { ok: false; reason: string };

interface FfprobeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { duration?: string; format_name?: string };
}

function positiveMs(seconds: string | undefined): number | null {
  const value = Number(seconds);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 1000) : null;
}

/** Reads ffprobe's JSON; a file without a single audio or video stream is not media we can use. */
export function interpretFfprobe(json: string, kind: 'image' | 'audio' | 'video'): ProbeOutcome {
  let parsed: FfprobeOutput;
  try {
    parsed = JSON.parse(json) as FfprobeOutput;
  } catch {
    return { ok: false, reason: 'ffprobe gave no readable answer' };
  }
  const streams = parsed.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video');
  const audio = streams.find((s) => s.codec_type === 'audio');
  if (kind === 'audio' && !audio) return { ok: false, reason: 'no audio stream' };
  if ((kind === 'video' || kind === 'image') && !video) return { ok: false, reason: 'no video stream' };
  // Still images report a nominal duration (one frame at 25 fps); it means nothing.
  const durationMs = kind === 'image' ? null : (positiveMs(parsed.format?.duration) ?? positiveMs(video?.duration ?? audio?.duration));
  return { ok: true, durationMs, width: video?.width ?? null, height: video?.height ?? null };
}

/** ffprobe arguments: every format and stream fact as JSON on stdout. */
export function buildMediaProbeArgs(filePath: string): string[] {
  return ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', filePath];
}

/** True for an MP3, whose container duration ffprobe only estimates from the bit rate. */
export function isMp3(json: string): boolean {
  try {
    return ((JSON.parse(json) as FfprobeOutput).format?.format_name ?? '').split(',').includes('mp3');
  } catch {
    return false;
  }
}

/** ffmpeg arguments that decode the first audio stream to nothing, reporting progress on stdout. */
export function buildDecodedDurationArgs(filePath: string): string[] {
  return ['-v', 'error', '-nostats', '-i', filePath, '-map', '0:a:0', '-f', 'null', '-progress', 'pipe:1', '-'];
}

/** The decoded length from ffmpeg's `-progress` report (its last out_time_us), or null. */
export function parseDecodedDurationMs(progress: string): number | null {
  const values = [...progress.matchAll(/^out_time_us=(\d+)$/gm)].map((match) => Number(match[1]));
  const last = values.at(-1);
  return last !== undefined && last > 0 ? Math.round(last / 1000) : null;
}

/** Runs ffprobe on a local file. Never throws for bad media: that is an outcome, not a fault. */
export async function probeFile(filePath: string, kind: 'image' | 'audio' | 'video', signal?: AbortSignal): Promise<ProbeOutcome> {
  try {
    const json = (await runProcess('ffprobe', buildMediaProbeArgs(filePath), { signal, timeoutMs: 60_000 })).toString('utf8');
    const outcome = interpretFfprobe(json, kind);
    if (!outcome.ok || kind !== 'audio' || !isMp3(json)) return outcome;
    // A VBR MP3 without a Xing header is mis-estimated by up to half a second on a 3 s clip, so the
    // list and the player disagreed: the decoded length is what a player shows.
    const progress = await runProcess('ffmpeg', buildDecodedDurationArgs(filePath), { signal, timeoutMs: 60_000 });
    return { ...outcome, durationMs: parseDecodedDurationMs(progress.toString('utf8')) ?? outcome.durationMs };
  } catch (error) {
    const firstLine = error instanceof ProcessFailedError ? (error.stderrTail.split('\n')[0] ?? '') : '';
    return { ok: false, reason: (firstLine.replace(filePath, 'file') || (error as Error).message).slice(0, 300) };
  }
}
