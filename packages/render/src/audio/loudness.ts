/**
 * Loudness levels of the mix (EBU R128 / ITU-R BS.1770 as ffmpeg's ebur128 filter measures
 * them) and the gains that bring each input there. Pure: argument builders, parsing, maths.
 *
 * Levels: speech is brought to SPEECH_TARGET_LUFS integrated, whatever the voice's native
 * level (TTS engines range from -16 to -29 LUFS). Music beds are brought to BED_LEVEL_LUFS
 * when nobody speaks, and the ducking envelope lowers them further under speech, so with
 * audioDb 100 the bed sits more than 20 LU under the voice. audioDb stays the user's control
 * relative to that level (100 = default, 200 = +6 dB, 50 = -6 dB, 0 = off).
 */
import type { AudioInput } from '../plan/types.ts';

export const SPEECH_TARGET_LUFS = -16;
/** The output's true-peak ceiling (EBU R128 streaming practice: -1 dBTP or lower). */
export const TRUE_PEAK_CEILING_DBTP = -1.5;
/** Music level between phrases; ducking takes it further down under speech. */
const BED_LEVEL_LUFS = -27;
/** Gains are never pushed beyond this: near-silent inputs are not blown up into noise. */
const MAX_BOOST_DB = 24;
const MAX_CUT_DB = -30;
/** Measured below this an input is treated as silence and left alone. */
const SILENCE_LUFS = -60;
/** Music is measured on its first minute; loops repeat it. */
const PROBE_MAX_SECONDS = 60;

export interface LoudnessReading {
  /** Integrated loudness, LUFS (-Infinity when everything was gated as silence). */
  integratedLufs: number;
  /** Highest true peak of any channel, dBTP. */
  truePeakDbtp: number;
}

/** ffmpeg arguments that measure a file and write ebur128's per-frame metadata to `metadataPath`. */
export function loudnessProbeArgs(inputPath: string, metadataPath: string, maxSeconds = PROBE_MAX_SECONDS): string[] {
  // ametadata's file option is parsed by the filter-graph parser: escape ':' and '\'.
  const file = metadataPath.replace(/\\/gu, '\\\\').replace(/:/gu, '\\:');
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostats',
    '-t',
    String(maxSeconds),
    '-i',
    inputPath,
    '-vn',
    '-af',
    `aresample=48000,ebur128=peak=true:metadata=1,ametadata=mode=print:file='${file}'`,
    '-f',
    'null',
    '-',
  ];
}

/** The running integrated loudness at the last frame and the highest true peak of all frames. */
export function parseLoudnessMetadata(text: string): LoudnessReading | null {
  let integrated: number | null = null;
  let peak = 0;
  for (const line of text.split('\n')) {
    const [key, value] = line.trim().split('=');
    if (value === undefined) continue;
    const number = Number(value);
    if (!Number.isFinite(number)) continue;
    if (key === 'lavfi.r128.I') integrated = number;
    else if (key === 'lavfi.r128.true_peak') peak = Math.max(peak, number);
  }
  if (integrated === null) return null;
  return { integratedLufs: integrated <= -70 ? -Infinity : integrated, truePeakDbtp: peak > 0 ? 20 * Math.log10(peak) : -Infinity };
}

export function dbToGain(db: number): number {
  return 10 ** (db / 20);
}

/** The level an input is normalised to, or null for inputs played as they are (effects, video sound). */
export function targetLufs(role: AudioInput['role']): number | null {
  if (role === 'speech') return SPEECH_TARGET_LUFS;
  if (role === 'bgm') return BED_LEVEL_LUFS;
  return null;
}

/** Linear gain that brings an input measured at `measuredLufs` to its role's level. */
export function normalisingGain(role: AudioInput['role'], measuredLufs: number | undefined): number {
  const target = targetLufs(role);
  if (target === null || measuredLufs === undefined || !(measuredLufs > SILENCE_LUFS)) return 1;
  return dbToGain(Math.min(MAX_BOOST_DB, Math.max(MAX_CUT_DB, target - measuredLufs)));
}
