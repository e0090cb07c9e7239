import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess, withTempDir } from '@orator/process';
import { decodeWav } from '../audio/wav.ts';
import type { TimedPhoneme, TimedWord, VoiceParameters } from '../types.ts';
import { cmuToIpa } from './cmuPhones.ts';
import type { EngineOutput, EngineVoiceRef, SynthesisEngine } from './engine.ts';
import { buildFliteArgs } from './fliteArgs.ts';

/** flite CLI; engineVoice is the flite voice name (slt, rms, awb, kal, kal16). */
export function createFliteEngine(): SynthesisEngine {
  return {
    synthesize(sentences: string[], voice: EngineVoiceRef, params: VoiceParameters): Promise<EngineOutput[]> {
      return withTempDir('flite', async (dir) => {
        const outputs: EngineOutput[] = [];
        for (const [index, sentence] of sentences.entries()) {
          const wavPath = join(dir, `${index}.wav`);
          const [segmentRun, wordRun] = await Promise.all([
            runProcess('flite', buildFliteArgs(voice.engineVoice, params, sentence, { print: 'segments', wavPath }), {
              timeoutMs: 120_000,
            }),
            runProcess('flite', buildFliteArgs(voice.engineVoice, params, sentence, { print: 'words' }), { timeoutMs: 120_000 }),
          ]);
          const { phonemes, words } = parseFliteOutput(segmentRun.toString('utf8'), wordRun.toString('utf8'));
          outputs.push({ audio: decodeWav(await readFile(wavPath)), phonemes, words });
        }
        return outputs;
      });
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
