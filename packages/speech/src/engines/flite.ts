import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeWav } from '../audio/wav.ts';
import type { TimedPhoneme, TimedWord, VoiceParameters } from '../types.ts';
import { cmuToIpa } from './cmuPhones.ts';
import type { EngineOutput, EngineVoiceRef, SynthesisEngine } from './engine.ts';
import { runProcess } from './runProcess.ts';

/** Mean F0 the flite voices are built around, so the pitch factor can be turned into Hz. */
const FLITE_BASE_F0: Record<string, number> = { slt: 170, awb: 120, kal: 105, kal16: 105, rms: 105 };

/** flite CLI; engineVoice is the flite voice name (slt, rms, awb, kal, kal16). */
export function createFliteEngine(): SynthesisEngine {
  return {
    async synthesize(sentences: string[], voice: EngineVoiceRef, params: VoiceParameters): Promise<EngineOutput[]> {
      const dir = await mkdtemp(join(tmpdir(), 'orator-flite-'));
      try {
        const outputs: EngineOutput[] = [];
        for (const [index, sentence] of sentences.entries()) {
          const wavPath = join(dir, `${index}.wav`);
          const args = ['-voice', voice.engineVoice, '--setf', `duration_stretch=${(1 / params.speed).toFixed(3)}`];
          const baseF0 = FLITE_BASE_F0[voice.engineVoice];
          if (params.pitch !== 1 && baseF0) args.push('--setf', `int_f0_target_mean=${(baseF0 * params.pitch).toFixed(1)}`);
          // flite prints one relation per run: segments with the audio, then words alone.
          const [segmentRun, wordRun] = await Promise.all([
            runProcess('flite', [...args, '-psdur', '-t', sentence, '-o', wavPath]),
            runProcess('flite', [...args, '-pw', '-t', sentence, '-o', 'none']),
          ]);
          const { phonemes, words } = parseFliteOutput(segmentRun.stdout.toString('utf8'), wordRun.stdout.toString('utf8'));
          outputs.push({ audio: decodeWav(await readFile(wavPath)), phonemes, words });
        }
        return outputs;
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * -psdur prints "phone:end" pairs and -pw the normalised words. flite cannot
 * say which phones belong to which word, so words share each pause-delimited stretch of
 * phones in proportion to their letter counts (approximate, documented in the catalog).
 */
export function parseFliteOutput(segmentLine: string, wordLine: string): { phonemes: TimedPhoneme[]; words: TimedWord[] } {
  const phonemes: TimedPhoneme[] = [];
  let startMs = 0;
  for (const pair of segmentLine.split(/\s+/).filter(Boolean)) {
    const cut = pair.lastIndexOf(':');
    const endMs = Number(pair.slice(cut + 1)) * 1000;
    phonemes.push({ phoneme: cmuToIpa(pair.slice(0, cut)), startMs, endMs });
    startMs = endMs;
  }
  return { phonemes, words: spreadWordsOverSpeech(wordLine.split(/\s+/).filter(Boolean), phonemes) };
}

function spreadWordsOverSpeech(words: string[], phonemes: TimedPhoneme[]): TimedWord[] {
  const speechStart = phonemes.find((p) => p.phoneme !== '')?.startMs ?? 0;
  const speechEnd = [...phonemes].reverse().find((p) => p.phoneme !== '')?.endMs ?? speechStart;
  const totalLetters = words.reduce((n, w) => n + w.length, 0);
  const out: TimedWord[] = [];
  let at = speechStart;
  for (const word of words) {
    const span = totalLetters > 0 ? ((speechEnd - speechStart) * word.length) / totalLetters : 0;
    out.push({ text: word, startMs: at, endMs: at + span });
    at += span;
  }
  return out;
}
