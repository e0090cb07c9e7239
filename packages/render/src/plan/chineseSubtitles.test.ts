/**
 * Subtitles of real Mandarin speech (espeak-ng's cmn voice, which skips Latin words and
 * brackets): every character of the script reaches the cues and the SRT, in order, and no
 * cue or line breaks inside a word as jieba cuts it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { canvasTextMeasure, defaultSubtitleStyle, loadChineseWords, type SubtitleLayout } from '@orator/scene';
import { createNodeCanvas, registerNodeFonts } from '@orator/scene/node';
import { chineseWords } from '@orator/shared/text';
import { createSpeechService } from '@orator/speech';
import type { TimedWord } from '@orator/speech';
import { timedTokens } from './scriptAlignment.ts';
import { cuesFromTokens } from './subtitleCues.ts';
import { formatSrt } from '../output/subtitleFiles.ts';

const SCRIPT = '谷歌旗下的DeepMind（深度思维）公司今天发布了一款新的人工智能模型，它能够回答人类提出的复杂问题，而且不需要联网。';
const PORTRAIT = 1;

let words: TimedWord[] = [];
let layout: SubtitleLayout;

beforeAll(async () => {
  registerNodeFonts();
  await loadChineseWords();
  layout = { ratio: PORTRAIT, style: defaultSubtitleStyle(PORTRAIT), measure: canvasTextMeasure(createNodeCanvas) };
  const speech = await createSpeechService().synthesize({ text: SCRIPT, voiceId: 'espeak:zhchs:female' });
  words = speech.words;
});

/** Offsets (in the script without spaces) where one piece ends and the next begins. */
function boundaries(pieces: readonly string[]): number[] {
  let offset = 0;
  return pieces.slice(0, -1).map((piece) => (offset += piece.length));
}

describe('Chinese subtitles of real speech', () => {
  it('the engine skips the Latin name, yet every character of the script is in the cues and the SRT', () => {
    expect(words.map((w) => w.text).join('')).not.toContain('DeepMind');
    const cues = cuesFromTokens(timedTokens(SCRIPT, words), layout);
    const shown = cues.map((cue) => cue.text.replace(/\s/gu, '')).join('');
    expect(shown).toBe(SCRIPT.replace(/\s/gu, ''));
    expect(
      formatSrt(cues)
        .replace(/^\d+\n[\d:,]+ --> [\d:,]+\n/gmu, '')
        .replace(/\s/gu, ''),
    ).toBe(shown);
    // Timed through the whole speech, in order.
    expect(cues.at(-1)?.endMs).toBeGreaterThanOrEqual((words.at(-1)?.endMs ?? 0) - 1);
    for (let i = 1; i < cues.length; i++) expect(cues[i]?.startMs).toBeGreaterThanOrEqual(cues[i - 1]?.startMs ?? 0);
  });

  it('breaks cues and lines only between words', () => {
    const cues = cuesFromTokens(timedTokens(SCRIPT, words), layout);
    const pieces = cues.flatMap((cue) => cue.text.split('\n'));
    expect(pieces.length).toBeGreaterThan(2);
    const wordEnds = new Set(boundaries(chineseWords(SCRIPT)));
    for (const at of boundaries(pieces))
      expect(wordEnds.has(at), `break at ${SCRIPT.slice(at - 2, at)}|${SCRIPT.slice(at, at + 2)}`).toBe(true);
  });
});
