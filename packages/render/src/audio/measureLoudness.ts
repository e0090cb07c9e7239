/** Runs ffmpeg's ebur128 over the inputs that are normalised (speech, music beds). */
import { readFile, rm } from 'node:fs/promises';
import { runProcess } from '@orator/process';
import { RENDER_CANCELLED } from '../ffmpeg/cancel.ts';
import type { AudioInput } from '../plan/types.ts';
import { loudnessProbeArgs, parseLoudnessMetadata, targetLufs, type LoudnessReading } from './loudness.ts';

export async function measureLoudness(path: string, metadataPath: string, signal?: AbortSignal): Promise<LoudnessReading | null> {
  try {
    await runProcess('ffmpeg', loudnessProbeArgs(path, metadataPath), { signal, abortMessage: RENDER_CANCELLED });
    return parseLoudnessMetadata(await readFile(metadataPath, 'utf8'));
  } finally {
    await rm(metadataPath, { force: true });
  }
}

/**
 * Integrated loudness per input id, for the inputs whose role has a target level. A file is
 * measured once even when several inputs play it (a voice reused, one music bed per page).
 */
export async function measureInputLevels(
  inputs: readonly AudioInput[],
  paths: ReadonlyMap<string, string>,
  scratchPath: (index: number) => string,
  signal?: AbortSignal,
): Promise<Map<string, number>> {
  const byPath = new Map<string, number | null>();
  const levels = new Map<string, number>();
  for (const input of inputs) {
    const path = paths.get(input.id);
    if (!path || targetLufs(input.role) === null) continue;
    if (!byPath.has(path)) byPath.set(path, (await measureLoudness(path, scratchPath(byPath.size), signal))?.integratedLufs ?? null);
    const level = byPath.get(path);
    if (level !== null && level !== undefined && Number.isFinite(level)) levels.set(input.id, level);
  }
  return levels;
}
