import type { VoiceDsp } from './match.ts';

/** Centre of the high shelf that carries the tilt correction. */
const SHELF_HZ = 2500;

/**
 * The ffmpeg filter chain of a voice profile: rubberband pitch shift with formants preserved (a
 * shifted voice keeps its vowel colour instead of sounding sped up) and a high shelf for the
 * tilt. Duration is unchanged, so the base voice's phoneme timings still hold. Empty when
 * nothing is to change.
 */
export function voiceDspFilter(dsp: Pick<VoiceDsp, 'pitchSemitones' | 'trebleDb'>): string {
  const filters: string[] = [];
  if (dsp.pitchSemitones !== 0) {
    const ratio = 2 ** (dsp.pitchSemitones / 12);
    filters.push(`rubberband=pitch=${ratio.toFixed(5)}:formant=preserved:pitchq=quality`);
  }
  if (dsp.trebleDb !== 0) filters.push(`highshelf=f=${SHELF_HZ}:g=${dsp.trebleDb}`);
  return filters.join(',');
}

/**
 * ffmpeg arguments: WAV on stdin -> the filtered speech as mono 16-bit PCM (headerless: a WAV
 * header written to a pipe carries no valid length) at `sampleRate` on stdout.
 */
export function buildVoiceDspArgs(dsp: Pick<VoiceDsp, 'pitchSemitones' | 'trebleDb'>, sampleRate: number): string[] {
  const filter = voiceDspFilter(dsp);
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'wav',
    '-i',
    'pipe:0',
    ...(filter ? ['-af', filter] : []),
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    '-f',
    's16le',
    'pipe:1',
  ];
}

/** ffmpeg arguments: any audio file -> mono 16-bit PCM at `sampleRate` on stdout (samples to analyse). */
export function buildSampleDecodeArgs(path: string, sampleRate: number): string[] {
  return ['-hide_banner', '-loglevel', 'error', '-i', path, '-ac', '1', '-ar', String(sampleRate), '-f', 's16le', 'pipe:1'];
}
