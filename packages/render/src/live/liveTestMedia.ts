/**
 * Test media for the live stream's tests (here and in the server): synthetic clips from ffmpeg's
 * own sources, and the packet timestamps of a file, to check a stream's clock.
 */
import { runProcess } from '@orator/process';

export interface TestClipRequest {
  /** ffmpeg lavfi video source: testsrc, testsrc2, smptebars, ... */
  source: string;
  width: number;
  height: number;
  seconds: number;
  fps?: number;
  /** A sine tone under the picture; without it the clip has no audio stream. */
  tone?: number | null;
}

export async function makeTestClip(file: string, request: TestClipRequest): Promise<string> {
  const { source, width, height, seconds, fps = 25, tone = 440 } = request;
  const sound = tone ? ['-f', 'lavfi', '-i', `sine=frequency=${tone}:duration=${seconds}`, '-shortest'] : [];
  await runProcess('ffmpeg', [
    '-y',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `${source}=size=${width}x${height}:rate=${fps}:duration=${seconds}`,
    ...sound,
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  return file;
}

/** Decode timestamps (seconds) of one stream's packets, in file order ('v' or 'a'). */
export async function packetTimes(file: string, stream: 'v' | 'a'): Promise<number[]> {
  const out = await runProcess('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    stream,
    '-show_entries',
    'packet=dts_time',
    '-of',
    'csv=p=0',
    file,
  ]);
  return out
    .toString()
    .split('\n')
    .map((line) => Number.parseFloat(line))
    .filter((time) => Number.isFinite(time));
}

/** Timestamps that do not move forward, and gaps longer than `maxGapSeconds`. */
export function clockFaults(times: readonly number[], maxGapSeconds: number): { backwards: number[]; gaps: number[] } {
  return {
    backwards: times.slice(1).filter((t, i) => t <= times[i]!),
    gaps: times.slice(1).filter((t, i) => t - times[i]! > maxGapSeconds),
  };
}
