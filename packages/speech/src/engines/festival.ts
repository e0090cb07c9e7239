import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeWav } from '../audio/wav.ts';
import type { VoiceParameters } from '../types.ts';
import { cmuToIpa } from './cmuPhones.ts';
import type { EngineOutput, EngineVoiceRef, SynthesisEngine } from './engine.ts';
import { festivalScript, parseFestivalOutput } from './festivalScript.ts';
import { runProcess } from './runProcess.ts';

/** festival in batch mode; engineVoice is the voice function, e.g. voice_cmu_us_slt_arctic_hts. */
export function createFestivalEngine(): SynthesisEngine {
  return {
    async synthesize(sentences: string[], voice: EngineVoiceRef, params: VoiceParameters): Promise<EngineOutput[]> {
      const dir = await mkdtemp(join(tmpdir(), 'orator-festival-'));
      try {
        const wavPath = (index: number) => join(dir, `${index}.wav`);
        const script = festivalScript({ voiceFunction: voice.engineVoice, sentences, wavPath, speed: params.speed, pitch: params.pitch });
        // Script on stdin: festival --batch reads commands from it, no temp script file needed.
        const { stdout } = await runProcess('festival', ['--batch', '--pipe'], { input: script });
        const timings = parseFestivalOutput(stdout.toString('utf8'), sentences.length);
        return await Promise.all(
          timings.map(async (t, index) => ({
            audio: decodeWav(await readFile(wavPath(index))),
            phonemes: t.segments.map((s) => ({ ...s, phoneme: cmuToIpa(s.phoneme) })),
            words: t.words,
          })),
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
