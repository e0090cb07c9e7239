import { describe, expect, it } from 'vitest';
import { MB } from '../../kernel/constants/upload.ts';
import {
  bulletsOf,
  checkPageSelection,
  checkPptFile,
  checkScriptsLength,
  composeSmartScript,
  defaultRoles,
  defaultSelection,
  defaultSourceFor,
  estimateSpeechMs,
  notesScript,
  pptAvatarBox,
  pptFormatOf,
  ratioOfSlide,
  scriptFor,
  slideTextScript,
  type SlideContent,
} from './ppt.ts';
import { SCRIPT_TONES } from './script.ts';

const slide = (title: string, paragraphs: string[] = [], notes = ''): SlideContent => ({ title, paragraphs, notes });

describe('PPT files', () => {
  it('takes PPTX, PPT and ODP by name, case-insensitively', () => {
    expect(pptFormatOf('Deck.PPTX')).toBe('pptx');
    expect(pptFormatOf('old.ppt')).toBe('ppt');
    expect(pptFormatOf('impress.odp')).toBe('odp');
    expect(pptFormatOf('notes.pdf')).toBeNull();
    expect(pptFormatOf('pptx')).toBeNull();
  });

  it('refuses wrong types, empty files and decks above the plan size', () => {
    expect(checkPptFile({ fileName: 'a.key', size: 10 }, false)).toBe('fileFormatNotSupported');
    expect(checkPptFile({ fileName: 'a.pptx', size: 0 }, false)).toBe('emptyFile');
    expect(checkPptFile({ fileName: 'a.pptx', size: 20 * MB }, false)).toBeNull();
    expect(checkPptFile({ fileName: 'a.pptx', size: 20 * MB + 1 }, false)).toBe('fileSizeExceeded');
    expect(checkPptFile({ fileName: 'a.pptx', size: 80 * MB }, true)).toBeNull();
    expect(checkPptFile({ fileName: 'a.pptx', size: 80 * MB + 1 }, true)).toBe('fileSizeExceeded');
  });

  it('picks the nearest project ratio for a slide size', () => {
    expect(ratioOfSlide(1280, 720)).toBe(0);
    expect(ratioOfSlide(1024, 768)).toBe(2);
    expect(ratioOfSlide(500, 500)).toBe(4);
    expect(ratioOfSlide(720, 1280)).toBe(1);
    expect(ratioOfSlide(0, 0)).toBe(0);
  });
});

describe('page selection (spec §5, §6)', () => {
  it('needs at least one page', () => {
    expect(checkPageSelection([], 10, true).error).toBe('selectAtLeastOnePage');
  });

  it('lets non-members select at most 6 pages and members any number', () => {
    expect(checkPageSelection([0, 1, 2, 3, 4, 5], 10, false).error).toBeNull();
    expect(checkPageSelection([0, 1, 2, 3, 4, 5, 6], 10, false).error).toBe('pageLimitExceeded');
    expect(checkPageSelection([0, 1, 2, 3, 4, 5, 6], 10, true).error).toBeNull();
    expect(checkPageSelection([0], 10, false).maxPages).toBe(6);
    expect(checkPageSelection([0], 10, true).maxPages).toBeNull();
  });

  it('recommends editing no more than 5 pages', () => {
    expect(checkPageSelection([0, 1, 2, 3, 4], 10, true).overRecommended).toBe(false);
    expect(checkPageSelection([0, 1, 2, 3, 4, 5], 10, true).overRecommended).toBe(true);
  });

  it('refuses repeated and unknown slides', () => {
    expect(checkPageSelection([1, 1], 10, true).error).toBe('errorRequest');
    expect(checkPageSelection([10], 10, true).error).toBe('errorRequest');
    expect(checkPageSelection([-1], 10, true).error).toBe('errorRequest');
  });

  it('selects the first pages up to the plan limit by default', () => {
    expect(defaultSelection(20, false)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(defaultSelection(3, false)).toEqual([0, 1, 2]);
    expect(defaultSelection(8, true)).toHaveLength(8);
  });

  it('makes the first page the cover and the last the closing', () => {
    expect(defaultRoles(1)).toEqual(['cover']);
    expect(defaultRoles(2)).toEqual(['cover', 'closing']);
    expect(defaultRoles(4)).toEqual(['cover', 'content', 'content', 'closing']);
  });
});

describe('scripts', () => {
  const results = slide('Quarterly results', ['• Revenue grew 12 percent', '- Costs fell in every region', 'Quarterly results', ''], '');

  it('reads points without bullet marks, blanks and the repeated title', () => {
    expect(bulletsOf(results)).toEqual(['Revenue grew 12 percent', 'Costs fell in every region']);
  });

  it('speaks the notes with line breaks as pauses', () => {
    expect(notesScript(slide('t', [], 'Welcome everyone\nToday we look at sales'))).toBe('Welcome everyone. Today we look at sales.');
    expect(notesScript(slide('标题', [], '大家好\n今天讲销售'))).toBe('大家好。今天讲销售。');
  });

  it('reads the slide text: title, then points', () => {
    expect(slideTextScript(results)).toBe('Quarterly results. Revenue grew 12 percent. Costs fell in every region.');
  });

  it('composes a readable script from title and points in the scenario and tone', () => {
    const script = composeSmartScript(results, { tone: 'enthusiastic', scenario: 'reporting', role: 'cover' });
    expect(script).toBe(
      'Today I am reporting on Quarterly results. First, revenue grew 12 percent. Finally, costs fell in every region. This is really exciting!',
    );
    const lesson = composeSmartScript(results, { tone: 'calm', scenario: 'course', role: 'closing' });
    expect(lesson).toContain('Let us review what we learned: Quarterly results.');
    expect(lesson).toContain('First, revenue grew 12 percent.');
    expect(lesson).toMatch(/See you next time\.$/);
  });

  it('says a farewell closing title as the goodbye, not as a topic', () => {
    const thanks = composeSmartScript(slide('Thank you', ['See you soon']), { tone: 'enthusiastic', scenario: 'speech', role: 'closing' });
    expect(thanks).toBe('Let us wrap up. See you soon. This is really exciting! Thank you all for listening.');
    expect(composeSmartScript(slide('谢谢大家'), { tone: 'warm', scenario: 'speech', role: 'closing' })).not.toContain('再说说谢谢');
    // A real topic on the closing slide keeps its frame; "Thank you" elsewhere is a title like any other.
    expect(composeSmartScript(slide('Next steps'), { tone: 'calm', scenario: 'speech', role: 'closing' })).toContain(
      'one last word on Next steps',
    );
    expect(composeSmartScript(slide('Thanksgiving sales'), { tone: 'calm', scenario: 'speech', role: 'closing' })).toContain(
      'one last word on Thanksgiving sales',
    );
  });

  it('composes Chinese for a Chinese slide', () => {
    const script = composeSmartScript(slide('产品介绍', ['续航二十小时', '重量只有一公斤']), {
      tone: 'warm',
      scenario: 'speech',
      role: 'content',
    });
    expect(script).toBe('下面我们来看产品介绍。首先，续航二十小时。最后，重量只有一公斤。感谢大家的耐心陪伴。');
  });

  it('gives every tone its own words and never less than 15 characters', () => {
    const texts = new Set(SCRIPT_TONES.map((tone) => composeSmartScript(results, { tone, scenario: 'speech', role: 'cover' })));
    expect(texts.size).toBe(SCRIPT_TONES.length);
    expect(SCRIPT_TONES).toHaveLength(10);
    for (const role of ['cover', 'content', 'closing'] as const)
      expect([...composeSmartScript(slide(''), { tone: 'calm', scenario: 'story', role })].length).toBeGreaterThanOrEqual(15);
  });

  it('chooses notes, else slide text, else smart by default', () => {
    expect(defaultSourceFor(slide('A', [], 'These are the speaker notes.'))).toBe('notes');
    expect(defaultSourceFor(slide('A title', ['with a point long enough']))).toBe('slideText');
    expect(defaultSourceFor(slide('Hi'))).toBe('smart');
    expect(scriptFor(slide('Hi', [], 'Notes here'), 'notes', { tone: 'calm', scenario: 'story', role: 'content' })).toBe('Notes here.');
  });

  it('estimates speech and refuses a video over 30 minutes', () => {
    // Our voices' measured pace (script.ts): 2.85 English words or 3.6 Han characters a second.
    expect(estimateSpeechMs('one two three four five')).toBe(1800);
    expect(estimateSpeechMs('大家好')).toBe(800);
    const tenMinutes = Array.from({ length: 1710 }, () => 'word').join(' ');
    expect(checkScriptsLength([tenMinutes, tenMinutes, tenMinutes])).toBeNull();
    expect(checkScriptsLength([tenMinutes, tenMinutes, tenMinutes, 'one more'])).toBe('pptVideoTooLong');
  });
});

describe('avatar placement', () => {
  it('keeps the slide centre uncovered on every ratio', () => {
    for (const size of [
      { width: 1280, height: 720 },
      { width: 960, height: 720 },
      { width: 720, height: 720 },
      { width: 540, height: 720 },
      { width: 405, height: 720 },
    ]) {
      const box = pptAvatarBox(size, 350 / 440);
      const cx = size.width / 2;
      const cy = size.height / 2;
      const coversCentre = cx >= box.left && cx <= box.left + box.width && cy >= box.top && cy <= box.top + box.height;
      expect(coversCentre, JSON.stringify(size)).toBe(false);
      expect(box.left + box.width).toBeLessThanOrEqual(size.width);
      expect(box.top + box.height).toBe(size.height);
      expect(box.left).toBeGreaterThan(0);
    }
  });
});
