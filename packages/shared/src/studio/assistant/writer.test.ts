import { describe, expect, it } from 'vitest';
import { checkDubbingText } from '../../kernel/validation/dubbing.ts';
import { SCRIPT_SCENARIOS, SCRIPT_TONES } from '../wizards/script.ts';
import { checkLineKeyword, checkPrompt, countedCharacters, LINE_AUDIENCES, LINE_STYLES, WritingRequest } from './options.ts';
import { PHRASEBOOKS } from './phrasebook.ts';
import { assistantTierFor, cutToCharacters } from './allowance.ts';
import { generateLines, generateScript, LINES_PER_REQUEST, scriptLanguageOf, topicOf, type ScriptWriterInput } from './writer.ts';

const base: ScriptWriterInput = { mode: 'write', tone: 'professional', scenario: 'reporting', existingText: '', title: '', variant: 0 };

describe('generateScript', () => {
  it('writes dubbing text that passes the 15-character rule for every tone, scenario and language, each tone its own', () => {
    for (const language of ['en', 'zh'] as const) {
      for (const scenario of SCRIPT_SCENARIOS) {
        const byTone = new Set<string>();
        for (const tone of SCRIPT_TONES) {
          const text = generateScript({ ...base, tone, scenario, language });
          expect(checkDubbingText(text).ok, `${language}/${tone}/${scenario}`).toBe(true);
          expect(scriptLanguageOf(text)).toBe(language);
          byTone.add(text);
        }
        expect(byTone.size, `${language}/${scenario}`).toBe(SCRIPT_TONES.length);
      }
    }
  });

  it('builds on the title as the topic', () => {
    expect(generateScript({ ...base, title: 'Quarterly sales', scenario: 'reporting' })).toContain('Quarterly sales');
  });

  it('rewriting keeps every sentence the user wrote', () => {
    const existingText = 'Our product saves time. It costs less than the old one. Teams love it.';
    const text = generateScript({ ...base, mode: 'rewrite', existingText, tone: 'enthusiastic', scenario: 'speech' });
    expect(text).toContain('Our product saves time.');
    expect(text).toContain('it costs less than the old one.');
    expect(text).toContain('teams love it.');
  });

  it('greets the chosen audience first, in the script language', () => {
    const kids = generateScript({ ...base, title: 'Saving water', scenario: 'course', audience: 'children' });
    expect(kids).toMatch(/^(Hello, boys and girls!|Hi, kids!) /);
    const elders = generateScript({ ...base, title: '健康饮食', scenario: 'speech', audience: 'elderly' });
    expect(elders).toMatch(/^(各位长辈，|尊敬的老朋友们，)/);
    for (const audience of LINE_AUDIENCES) expect(checkDubbingText(generateScript({ ...base, audience })).ok).toBe(true);
  });

  it('gives different texts for different scenarios and variants, and the same for the same input', () => {
    const texts = new Set([generateScript(base), generateScript({ ...base, scenario: 'story' }), generateScript({ ...base, variant: 1 })]);
    expect(texts.size).toBe(3);
    expect(generateScript({ ...base, variant: 3 })).toBe(generateScript({ ...base, variant: 3 }));
  });

  it('answers Chinese input in Chinese, with no English template words', () => {
    const text = generateScript({ ...base, title: '新品发布', existingText: '这款产品更轻更快。', scenario: 'course', tone: 'warm' });
    expect(scriptLanguageOf(text)).toBe('zh');
    expect(text).toContain('新品发布');
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('shortens a long first sentence to a topic at a word boundary, or falls back to a neutral one', () => {
    const topic = topicOf('', 'The new onboarding flow for enterprise customers in all regions is ready. More later.', PHRASEBOOKS.en);
    expect(topic.length).toBeLessThanOrEqual(40);
    expect('The new onboarding flow for enterprise customers'.startsWith(topic)).toBe(true);
    expect(topicOf('', '', PHRASEBOOKS.en)).toBe('our topic');
  });
});

describe('generateLines', () => {
  it('writes distinct lines naming the keyword for every line style, another set per variant', () => {
    for (const lineStyle of LINE_STYLES) {
      const lines = generateLines({ keyword: 'Sunny Tea', lineStyle, audience: 'youth', variant: 0 });
      expect(lines).toHaveLength(LINES_PER_REQUEST);
      expect(new Set(lines).size).toBe(LINES_PER_REQUEST);
      for (const line of lines) expect(line).toContain('Sunny Tea');
    }
    const next = generateLines({ keyword: 'Sunny Tea', lineStyle: 'warm', audience: 'youth', variant: 1 });
    expect(next[0]).toBe(generateLines({ keyword: 'Sunny Tea', lineStyle: 'warm', audience: 'youth', variant: 0 })[1]);
    const zh = generateLines({ keyword: '阳光茶饮', lineStyle: 'comedic', audience: 'children', variant: 0 });
    expect(zh.every((line) => line.includes('阳光茶饮') && !/[A-Za-z]/.test(line))).toBe(true);
  });
});

describe('prompt rules', () => {
  it("refuses markup, control characters, punctuation only and over-long input with 'Illegal input'", () => {
    expect(checkPrompt('Write about our new bakery')).toEqual({ ok: true });
    expect(checkPrompt('')).toEqual({ ok: true });
    for (const bad of ['<script>alert(1)</script>', 'a\u0007b', '?!...', 'x'.repeat(2001)]) {
      expect(checkPrompt(bad), JSON.stringify(bad.slice(0, 20))).toEqual({ ok: false, error: 'illegalInput' });
    }
  });

  it('holds the line generator to 20 characters (code points), not empty', () => {
    expect(checkLineKeyword('一二三四五六七八九十一二三四五六七八九十').ok).toBe(true);
    expect(checkLineKeyword('一二三四五六七八九十一二三四五六七八九十一').ok).toBe(false);
    expect(checkLineKeyword('  ').ok).toBe(false);
  });

  it('counts characters without white space, and the request schema refuses an illegal topic', () => {
    expect(countedCharacters('Hi there.\n你好')).toBe(10);
    expect(WritingRequest.safeParse({ topic: '<b>' }).success).toBe(false);
    expect(WritingRequest.parse({ topic: 'Tea' })).toMatchObject({ kind: 'script', tone: 'professional', audience: null });
  });
});

describe('allowance rules', () => {
  const now = new Date('2026-11-28T00:00:00Z');
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

  it('grants the trial to non-members, the monthly tier to a month of membership, the yearly tier to more', () => {
    expect(assistantTierFor({ activeMember: false, vipExpiresAt: null }, now)).toMatchObject({
      code: 'trial',
      characters: 200,
      images: 10,
      days: 3,
    });
    expect(assistantTierFor({ activeMember: true, vipExpiresAt: days(30) }, now)).toMatchObject({ code: 'monthly', characters: 200_000 });
    expect(assistantTierFor({ activeMember: true, vipExpiresAt: days(365) }, now)).toMatchObject({ code: 'yearly', images: 15_000 });
  });

  it('cuts a text to the characters left, at a sentence end when one fits', () => {
    expect(cutToCharacters('One two. Three four.', 100)).toBe('One two. Three four.');
    expect(cutToCharacters('One two. Three four.', 12)).toBe('One two.');
    expect(cutToCharacters('Onetwothree', 3)).toBe('One');
    // No sentence end within the allowance: the cut falls at a word end, never inside a word.
    expect(cutToCharacters('We talk about stress and sleep', 15)).toBe('We talk about');
    expect(cutToCharacters('我们聊聊压力和睡眠', 4)).toBe('我们聊聊');
    expect(cutToCharacters('第一句。第二句。', 5)).toBe('第一句。');
    expect(countedCharacters(cutToCharacters('A b c d e f g h', 4))).toBe(4);
  });
});
