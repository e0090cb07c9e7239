/**
 * One speech file brought to the export's speech level, for places that play speech outside a
 * render (the editor preview): the same measurement, gain and limiter as the mix, so what the
 * user hears while editing is as loud as the exported video.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runProcess } from '@orator/process';
import { LIMITER_CEILING_DB } from '../ffmpeg/audioMixArgs.ts';
import { dbToGain, normalisingGain } from './loudness.ts';
import { measureLoudness } from './measureLoudness.ts';

/** ffmpeg arguments: the WAV at `gain`, through the mix's limiter, as 16-bit mono WAV at its own rate. */
export function speechLevelArgs(inputPath: string, outputPath: string, gain: number): string[] {
  const limit = dbToGain(LIMITER_CEILING_DB).toFixed(4);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    inputPath,
    '-af',
    `volume=${gain.toFixed(4)},alimiter=limit=${limit}:level=0:latency=1`,
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    outputPath,
  ];
}

async function inScratch<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'orator-level-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A WAV's integrated loudness (ffmpeg ebur128); undefined when it is silence. */
export async function measureWavLufs(wav: Buffer, signal?: AbortSignal): Promise<number | undefined> {
  return inScratch(async (dir) => {
    const input = path.join(dir, 'speech.wav');
    await writeFile(input, wav);
    const reading = await measureLoudness(input, path.join(dir, 'r128.txt'), signal);
    return reading && Number.isFinite(reading.integratedLufs) ? reading.integratedLufs : undefined;
  });
}

/** The WAV at the export's speech loudness; silence (nothing to measure) comes back unchanged. */
export async function levelSpeechWav(wav: Buffer, signal?: AbortSignal): Promise<Buffer> {
  const gain = normalisingGain('speech', await measureWavLufs(wav, signal));
  if (gain === 1) return wav;
  return inScratch(async (dir) => {
    const input = path.join(dir, 'speech.wav');
    const output = path.join(dir, 'levelled.wav');
    await writeFile(input, wav);
    await runProcess('ffmpeg', speechLevelArgs(input, output, gain), { signal });
    return readFile(output);
  });
}
