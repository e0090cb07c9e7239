/** ffprobe helpers: media duration and per-stream durations. */
import { runProcess } from '@orator/process';
import { RENDER_CANCELLED } from './cancel.ts';
import { buildDurationProbeArgs } from './readArgs.ts';

export interface StreamDurations {
  formatMs: number;
  videoMs: number | null;
  audioMs: number | null;
}

export async function probeDurations(path: string, signal?: AbortSignal): Promise<StreamDurations> {
  const out = await runProcess('ffprobe', buildDurationProbeArgs(path), { signal, abortMessage: RENDER_CANCELLED, timeoutMs: 60_000 });
  const parsed = JSON.parse(out.toString('utf8')) as {
    format?: { duration?: string };
    streams?: { codec_type?: string; duration?: string }[];
  };
  const ms = (value: string | undefined) => (value === undefined ? null : Math.round(Number(value) * 1000));
  const streamMs = (type: string) => ms(parsed.streams?.find((s) => s.codec_type === type)?.duration);
  return { formatMs: ms(parsed.format?.duration) ?? 0, videoMs: streamMs('video'), audioMs: streamMs('audio') };
}
