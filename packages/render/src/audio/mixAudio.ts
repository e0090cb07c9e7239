/**
 * The audio stage of a render: voices written out, speech and music measured, everything
 * mixed into one AAC track of the video's length (speech at about -16 LUFS, the music bed
 * far under it and ducked, true peak under -1.5 dBTP).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildAudioMixArgs } from '../ffmpeg/audioMixArgs.ts';
import { runProcess } from '@orator/process';
import { RENDER_CANCELLED } from '../ffmpeg/cancel.ts';
import type { RenderPlan } from '../plan/types.ts';
import { measureInputLevels } from './measureLoudness.ts';

export interface MixAudioRequest {
  plan: Pick<RenderPlan, 'audio' | 'durationMs' | 'speechIntervals'>;
  /** Local file per media url (music, sound clips) as loaded for the render. */
  mediaPaths: ReadonlyMap<string, string>;
  /** Scratch directory for voice files and measurements; the mix is written there too. */
  workDir: string;
  signal?: AbortSignal;
}

/** Writes `mix.m4a` into the work directory and returns its path. */
export async function mixAudio({ plan, mediaPaths, workDir, signal }: MixAudioRequest): Promise<string> {
  const paths = new Map<string, string>();
  for (const [i, input] of plan.audio.entries()) {
    if (input.source.kind === 'wav') {
      const path = join(workDir, `voice-${i}.wav`);
      await writeFile(path, input.source.data);
      paths.set(input.id, path);
    } else {
      const path = mediaPaths.get(input.source.url);
      if (path) paths.set(input.id, path);
    }
  }
  // Speech to its target and music to its bed level, whatever their native loudness.
  const levels = await measureInputLevels(plan.audio, paths, (i) => join(workDir, `loudness-${i}.txt`), signal);
  const outPath = join(workDir, 'mix.m4a');
  const args = buildAudioMixArgs({
    durationMs: plan.durationMs,
    audio: plan.audio,
    speechIntervals: plan.speechIntervals,
    paths,
    outPath,
    levels,
  });
  await runProcess('ffmpeg', args, { signal, abortMessage: RENDER_CANCELLED });
  return outPath;
}
