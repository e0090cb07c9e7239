import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runProcess, withTempDir } from '@orator/process';
import { resample } from '../audio/resample.ts';
import { decodeWav, encodeWav } from '../audio/wav.ts';
import type { TimedPhoneme, TimedWord } from '../types.ts';
import { parseWordTimes, phonemesFromWords } from './wordTimes.ts';
import { buildPhraseGrammar, parseDictionary, type Pronunciations } from './grammar.ts';
import { buildPocketsphinxArgs, POCKETSPHINX_DICTIONARY, POCKETSPHINX_SAMPLE_RATE } from './pocketsphinxArgs.ts';

let dictionary: Promise<Pronunciations> | null = null;

/** The en-us dictionary, read once per process (about 3.5 MB, 134k entries). */
function englishPronunciations(): Promise<Pronunciations> {
  dictionary ??= readFile(POCKETSPHINX_DICTIONARY, 'utf8').then(parseDictionary, (error: unknown) => {
    dictionary = null;
    throw error;
  });
  return dictionary;
}

export interface EnglishTranscription {
  text: string;
  /** 'grammar' when decoded against the phrases, 'dictation' otherwise. */
  mode: 'grammar' | 'dictation';
}

/** English open dictation with the Debian pocketsphinx CLI (en-us model); input is any WAV. */
export async function transcribeEnglish(wav: Buffer): Promise<string> {
  return (await recogniseEnglish(wav)).text;
}

/**
 * English with pocketsphinx; with `phrases` that make a usable grammar (grammar.ts) only those
 * phrases can be heard, otherwise open dictation.
 */
export async function recogniseEnglish(wav: Buffer, phrases: readonly string[] = []): Promise<EnglishTranscription> {
  const { stdout, mode } = await runPocketsphinx(wav, phrases, false);
  return { text: stdout.trim().split('\n').join(' ').trim(), mode };
}

export interface EnglishAlignment {
  words: TimedWord[];
  /** IPA phonemes spread over each word's span (see wordTimes.ts). */
  phonemes: TimedPhoneme[];
  mode: 'grammar' | 'dictation';
}

/**
 * Word and phoneme timings of English speech: constrained by `phrases` (a known script) when
 * they make a grammar, open dictation otherwise (the words may be wrong, their timing and mouth
 * shapes are still close to what was said).
 */
export async function alignEnglish(wav: Buffer, phrases: readonly string[] = []): Promise<EnglishAlignment> {
  const { stdout, mode } = await runPocketsphinx(wav, phrases, true);
  const words = parseWordTimes(stdout);
  return { words, phonemes: phonemesFromWords(words, await englishPronunciations()), mode };
}

function runPocketsphinx(
  wav: Buffer,
  phrases: readonly string[],
  wordTimes: boolean,
): Promise<{ stdout: string; mode: 'grammar' | 'dictation' }> {
  return withTempDir('asr', async (dir) => {
    const path = join(dir, 'input.wav');
    await writeFile(path, encodeWav(resample(decodeWav(wav), POCKETSPHINX_SAMPLE_RATE)));
    const grammar = phrases.length > 0 ? buildPhraseGrammar(phrases, await englishPronunciations()) : null;
    const files = grammar ? { jsgfPath: join(dir, 'phrases.gram'), dictionaryPath: join(dir, 'phrases.dict') } : undefined;
    if (grammar && files) {
      await writeFile(files.jsgfPath, grammar.jsgf);
      await writeFile(files.dictionaryPath, grammar.dictionary);
    }
    // Decoding takes about real time on a busy two-core machine: a minute of speech needs more than a short limit.
    const stdout = await runProcess('pocketsphinx_continuous', buildPocketsphinxArgs(path, files, { wordTimes }), { timeoutMs: 900_000 });
    return { stdout: stdout.toString('utf8'), mode: grammar ? 'grammar' : 'dictation' };
  });
}
