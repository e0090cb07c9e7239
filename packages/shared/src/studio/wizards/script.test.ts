import { describe, expect, it } from 'vitest';
import { DUBBING_TEXT_MIN_CHARS } from '../../kernel/constants/limits.ts';
import { checkDubbingText } from '../../kernel/validation/dubbing.ts';
import {
  checkUrlVideoMedia,
  detectScriptLanguage,
  estimateScriptSeconds,
  expandScript,
  fitScript,
  productDescriptionSchema,
  SCRIPT_SCENARIOS,
  SCRIPT_TONES,
  scriptBudget,
  scriptSentences,
  scriptUnits,
  splitIntoPages,
  trimScript,
} from './script.ts';

/** Real-looking product prose: prices, abbreviations, curly quotes, a URL, a decimal. */
const LAPTOP = [
  'The Vela 14 laptop starts at $1,299.00 and ships with 16 GB of memory.',
  'Dr. Mei Lin, who led the design in the U.S. office, calls it “the quietest machine we have ever built.”',
  'Its 3.2 GHz processor stays cool under load, e.g. during a two-hour video call.',
  'The aluminium body weighs 1.1 kg, so it slips into any bag.',
  'Order today at https://vela.example.com/laptops and get free shipping.',
  'Students save another 10% with a valid ID.',
  'Every unit is tested for 48 hours before it leaves the factory.',
  'The keyboard is backlit and spill-resistant, and the trackpad is made of glass.',
  'Battery life reaches 18 hours of web browsing on a single charge.',
  'Two Thunderbolt ports, one HDMI port and a headphone jack cover every desk.',
].join(' ');

const TEA = [
  '这款乌龙茶产自福建安溪，售价仅¥88。',
  '茶叶经过七道传统工序制作，香气持久，回甘明显！',
  '你想在忙碌的工作之余，享受一杯好茶吗？',
  '每一罐都经过严格检测，品质有保证。',
  '现在下单，还可以获得精美茶具一套。',
  '我们的客服团队全天在线，随时为您解答问题。',
  '冲泡时建议使用九十五度的热水，第一泡约三十秒。',
  '茶汤金黄透亮，入口醇厚，适合全家人一起品尝。',
].join('');

describe('scenarios and tones', () => {
  it('has the four scenarios and ten distinct tones of spec §9', () => {
    expect(SCRIPT_SCENARIOS).toEqual(['reporting', 'speech', 'course', 'story']);
    expect(new Set(SCRIPT_TONES).size).toBe(10);
  });
});

describe('language and length', () => {
  it('detects Chinese by Han characters and English otherwise', () => {
    expect(detectScriptLanguage(TEA)).toBe('zh');
    expect(detectScriptLanguage(LAPTOP)).toBe('en');
    expect(detectScriptLanguage('新品 Vela 14 笔记本电脑上市了')).toBe('zh');
    expect(detectScriptLanguage('Buy the 新 model today please')).toBe('en');
    expect(detectScriptLanguage('')).toBe('en');
  });

  it('counts prices, abbreviations and URLs as one word each', () => {
    expect(scriptUnits('It costs $1,299.00 in the U.S. today.', 'en')).toBe(7);
    expect(scriptUnits('Visit https://vela.example.com/laptops now.', 'en')).toBe(3);
    expect(scriptUnits('售价仅¥88。', 'zh')).toBe(4);
    expect(scriptUnits('新款 Vela 14 上市', 'zh')).toBe(6);
  });

  it('sizes 30 s and 60 s by the measured speaking rates of our voices', () => {
    expect(scriptBudget(30, 'en')).toEqual({ maxUnits: 85, minUnits: 63, unit: 'word' });
    expect(scriptBudget(60, 'en').maxUnits).toBe(171);
    expect(scriptBudget(30, 'zh')).toEqual({ maxUnits: 108, minUnits: 81, unit: 'char' });
    expect(scriptBudget(60, 'zh').maxUnits).toBe(216);
    expect(estimateScriptSeconds('one two three four five six', 'en')).toBeCloseTo(2.1, 1);
  });
});

describe('sentences', () => {
  it('keeps prices, abbreviations, quotes and URLs inside their sentences', () => {
    const sentences = scriptSentences(LAPTOP, 'en');
    expect(sentences).toHaveLength(10);
    expect(sentences[0]).toBe('The Vela 14 laptop starts at $1,299.00 and ships with 16 GB of memory.');
    expect(sentences[1]).toBe('Dr. Mei Lin, who led the design in the U.S. office, calls it “the quietest machine we have ever built.”');
    expect(sentences[4]).toBe('Order today at https://vela.example.com/laptops and get free shipping.');
  });

  it('splits Chinese at 。！？', () => {
    const sentences = scriptSentences(TEA, 'zh');
    expect(sentences).toHaveLength(8);
    expect(sentences[0]).toBe('这款乌龙茶产自福建安溪，售价仅¥88。');
    expect(sentences[2]).toBe('你想在忙碌的工作之余，享受一杯好茶吗？');
  });
});

describe('trimming', () => {
  it('keeps whole sentences under the budget', () => {
    const trimmed = trimScript(LAPTOP, 40, 'en');
    expect(scriptUnits(trimmed, 'en')).toBeLessThanOrEqual(40);
    expect(trimmed).toBe(scriptSentences(LAPTOP, 'en').slice(0, 2).join(' '));
    expect(trimmed.endsWith('built.”')).toBe(true);
  });

  it('cuts a single overlong sentence at a clause and closes it', () => {
    const trimmed = trimScript(
      'Dr. Mei Lin, who led the design in the U.S. office, calls it the quietest machine we have ever built.',
      12,
      'en',
    );
    expect(trimmed).toBe('Dr. Mei Lin, who led the design in the U.S. office.');
    expect(trimScript('这款乌龙茶产自福建安溪，售价仅¥88，茶叶经过七道传统工序制作。', 11, 'zh')).toBe('这款乌龙茶产自福建安溪。');
    expect(trimScript('一二三四五六七八九十', 4, 'zh')).toBe('一二三四。');
  });

  it('trims Chinese at 。！？', () => {
    const trimmed = trimScript(TEA, 40, 'zh');
    expect(trimmed).toBe('这款乌龙茶产自福建安溪，售价仅¥88。茶叶经过七道传统工序制作，香气持久，回甘明显！');
    expect(scriptUnits(trimmed, 'zh')).toBeLessThanOrEqual(40);
  });
});

describe('fitting to a duration', () => {
  it('trims a long English script to 30 s and keeps a 60 s one whole', () => {
    const long = `${LAPTOP} ${LAPTOP.replace(/Vela 14/g, 'Vela 16')}`;
    const thirty = fitScript(long, 30, 'en');
    expect(thirty.fit).toBe('trimmed');
    expect(thirty.units).toBeLessThanOrEqual(85);
    expect(thirty.units).toBeGreaterThanOrEqual(60);
    expect(thirty.seconds).toBeLessThanOrEqual(30);
    expect(fitScript(LAPTOP, 60, 'en').fit).toBe('short');
  });

  it('expands a short script with extra sentences, skipping ones already said or too long', () => {
    const fitted = fitScript('这款乌龙茶产自福建安溪，售价仅¥88。', 30, 'zh', [
      '这款乌龙茶产自福建安溪，售价仅¥88。',
      ...scriptSentences(TEA, 'zh').slice(1),
    ]);
    expect(fitted.fit).toBe('expanded');
    expect(fitted.units).toBeGreaterThanOrEqual(81);
    expect(fitted.units).toBeLessThanOrEqual(108);
    expect(fitted.script.match(/售价仅¥88/g)).toHaveLength(1);
  });

  it('cleans pasted text: control characters, blank lines and runs of spaces', () => {
    expect(fitScript('Line\u0007 one  is here.\r\n\r\nLine   two is here.', 30, 'en').script).toBe('Line one is here. Line two is here.');
  });

  it('leaves a script that fits as it is', () => {
    const script = scriptSentences(LAPTOP, 'en').slice(0, 6).join(' ');
    expect(fitScript(script, 30, 'en')).toMatchObject({ fit: 'kept', script });
  });

  it('expandScript adds nothing past the maximum', () => {
    const out = expandScript(
      'Short one.',
      ['This extra sentence is far too long for the small budget we have.'],
      { minUnits: 5, maxUnits: 6 },
      'en',
    );
    expect(out).toBe('Short one.');
  });

  it('fits a long pasted article (a few thousand characters) in both languages', () => {
    const article = Array.from(
      { length: 30 },
      (_, i) => `Paragraph ${i + 1} explains one more feature of the product in plain words.`,
    ).join('\n\n');
    const fitted = fitScript(article, 60, 'en');
    expect(fitted.units).toBeLessThanOrEqual(171);
    expect(fitted.script).not.toContain('\n');
    const zh = fitScript(TEA.repeat(5), 60, 'zh');
    expect(zh.units).toBeLessThanOrEqual(216);
    expect(zh.script.endsWith('。') || zh.script.endsWith('！') || zh.script.endsWith('？')).toBe(true);
  });
});

describe('pages', () => {
  it('splits at sentence boundaries, every page passing the dubbing rule', () => {
    const pages = splitIntoPages(fitScript(LAPTOP, 60, 'en').script, 'en');
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.length).toBeLessThanOrEqual(6);
    expect(pages.join(' ')).toBe(scriptSentences(LAPTOP, 'en').join(' '));
    for (const page of pages) expect(checkDubbingText(page).ok).toBe(true);
  });

  it('merges short sentences so no page has fewer than 15 characters', () => {
    const pages = splitIntoPages('Hi. Welcome to our shop. Look. Here is the new kettle, and it boils water in two minutes. Buy.', 'en', {
      targetSeconds: 1,
    });
    for (const page of pages) expect([...page].length).toBeGreaterThanOrEqual(DUBBING_TEXT_MIN_CHARS);
    expect(pages.join(' ')).toBe('Hi. Welcome to our shop. Look. Here is the new kettle, and it boils water in two minutes. Buy.');
  });

  it('splits Chinese and respects the page cap', () => {
    const pages = splitIntoPages(TEA, 'zh', { targetSeconds: 3, maxPages: 3 });
    expect(pages).toHaveLength(3);
    expect(pages.join('')).toBe(TEA);
    for (const page of pages) expect(checkDubbingText(page).ok).toBe(true);
  });

  it('keeps a too-short script as one page (the dubbing rule reports it) and an empty one as none', () => {
    expect(splitIntoPages('Buy now.', 'en')).toEqual(['Buy now.']);
    expect(splitIntoPages('   ', 'en')).toEqual([]);
  });
});

describe('URL-video media and product description', () => {
  const images = (n: number) => Array.from({ length: n }, () => ({ kind: 'image' as const }));
  const videos = (n: number) => Array.from({ length: n }, () => ({ kind: 'video' as const }));

  it('needs at least 3 images or 1 video, at most 30 images and 5 videos', () => {
    expect(checkUrlVideoMedia(images(2))).toEqual({ ok: false, error: 'urlVideoTooFewMedia' });
    expect(checkUrlVideoMedia([])).toEqual({ ok: false, error: 'urlVideoTooFewMedia' });
    expect(checkUrlVideoMedia(images(3)).ok).toBe(true);
    expect(checkUrlVideoMedia(videos(1)).ok).toBe(true);
    expect(checkUrlVideoMedia(images(30)).ok).toBe(true);
    expect(checkUrlVideoMedia(images(31))).toEqual({ ok: false, error: 'urlVideoTooManyImages' });
    expect(checkUrlVideoMedia([...images(3), ...videos(6)])).toEqual({ ok: false, error: 'urlVideoTooManyVideos' });
  });

  it('parses the product-description fields with defaults', () => {
    const parsed = productDescriptionSchema.parse({ name: ' Vela 14 ', media: [{ kind: 'image', url: 'https://x.test/a.jpg' }] });
    expect(parsed).toMatchObject({
      name: 'Vela 14',
      description: '',
      videoStyle: 'enthusiastic',
      proportion: 0,
      duration: 30,
      language: 'en',
    });
    expect(productDescriptionSchema.safeParse({ name: '  ', media: [] }).success).toBe(false);
    expect(productDescriptionSchema.safeParse({ name: 'x', media: [], duration: 45 }).success).toBe(false);
  });
});
