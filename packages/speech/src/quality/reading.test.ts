import { describe, expect, it } from 'vitest';
import { transcribeEnglish } from '../asr/pocketsphinx.ts';
import { createSpeechService } from '../service.ts';
import { spokenForm } from '../text/normalise/index.ts';
import { normaliseWords, wordErrorRate } from '../wer.ts';
import { READING_PASSAGES } from './readingPassages.ts';

/**
 * Issue 7 §4: the default English voice reads real prose (numbers, currency, dates, URLs,
 * abbreviations, accented names, curly quotes) so that an independent recogniser hears what
 * a careful reader would say. Nothing is cached: every run synthesises and transcribes anew.
 */
const service = createSpeechService({});
const voiceId = service.defaultVoice('en').id;

/**
 * Differences no voice can make audible are not counted: the recogniser's spellings of
 * abbreviations it has in its dictionary ("mr" for "mister", "email" for "e mail"), homophones, and spelled
 * acronyms ("U S B" and "usb"), whose runs of single letters count as one word.
 */
const SAME_SOUND: Record<string, string> = {
  mr: 'mister',
  mrs: 'missus',
  dr: 'doctor',
  for: 'four',
  to: 'two',
  too: 'two',
  "it's": 'its',
  ate: 'eight',
  won: 'one',
};

function comparable(text: string): string {
  const out: string[] = [];
  let letters = '';
  const words = normaliseWords(text.replace(/\be[ -]mail/giu, 'email')).map((word) => SAME_SOUND[word] ?? word);
  words.forEach((word, index) => {
    const single = word.length === 1 && /\p{L}/u.test(word);
    const inRun = single && (letters !== '' || (words[index + 1]?.length === 1 && /\p{L}/u.test(words[index + 1] ?? '')));
    if (inRun) letters += word;
    else {
      if (letters) out.push(letters);
      letters = '';
      out.push(word);
    }
  });
  if (letters) out.push(letters);
  return out.join(' ');
}

describe('reading real prose with the default English voice', () => {
  it('the normaliser says each passage as its written reference does', () => {
    for (const passage of READING_PASSAGES) expect(comparable(spokenForm(passage.text, 'en'))).toBe(comparable(passage.spoken));
  });

  it('pocketsphinx transcribes every passage with a word error rate of at most 12%', async () => {
    // One passage at a time: two recognisers at once on CI's two cores finish no sooner.
    const results: { name: string; heard: string; wer: number }[] = [];
    for (const passage of READING_PASSAGES) {
      const speech = await service.synthesize({ text: passage.text, voiceId });
      const heard = await transcribeEnglish(speech.wav);
      results.push({ name: passage.name, heard, wer: wordErrorRate(comparable(passage.spoken), comparable(heard)) });
    }
    console.log(`reading WER: ${results.map(({ name, wer }) => `${name} ${(wer * 100).toFixed(1)}%`).join(', ')}`);
    for (const { name, heard, wer } of results) expect(wer, `${name} heard: ${heard}`).toBeLessThanOrEqual(0.12);
  }, 400_000);
});
