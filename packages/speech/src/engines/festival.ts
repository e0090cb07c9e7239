import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess, withTempDir } from '@orator/process';
import { decodeWav } from '../audio/wav.ts';
import type { VoiceParameters } from '../types.ts';
import { cmuToIpa } from './cmuPhones.ts';
import type { EngineOutput, EngineVoiceRef, SynthesisEngine } from './engine.ts';
import { FESTIVAL_BATCH_ARGS, festivalScript, parseFestivalOutput } from './festivalScript.ts';

/** festival in batch mode; engineVoice is the voice function, e.g. voice_cmu_us_slt_arctic_hts. */
export function createFestivalEngine(): SynthesisEngine {
  return {
    synthesize(sentences: string[], voice: EngineVoiceRef, params: VoiceParameters): Promise<EngineOutput[]> {
      return withTempDir('festival', async (dir) => {
        const wavPath = (index: number) => join(dir, `${index}.wav`);
        const script = festivalScript({ voiceFunction: voice.engineVoice, sentences, wavPath, speed: params.speed, pitch: params.pitch });
        const stdout = await runProcess('festival', FESTIVAL_BATCH_ARGS, { input: script, timeoutMs: 120_000 });
        const timings = parseFestivalOutput(stdout.toString('utf8'), sentences.length);
        return Promise.all(
          timings.map(async (t, index) => ({
            audio: decodeWav(await readFile(wavPath(index))),
            phonemes: t.segments.map((s) => ({ ...s, phoneme: cmuToIpa(s.phoneme) })),
            words: t.words,
          })),
        );
      });
    },
  };
}
