import { checkDubbingText } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { SCRIPT_SCENARIOS, SCRIPT_TONES } from './phrasebook.ts';
import { generateScript, scriptLanguageOf, splitSentences, topicOf, type AssistantInput } from './scriptAssistant.ts';
import { PHRASEBOOKS } from './phrasebook.ts';

const base: AssistantInput = { mode: 'write', tone: 'professional', scenario: 'reporting', existingText: '', title: '', variant: 0 };

describe('generateScript', () => {
  it('always produces dubbing text that passes the 15-character rule, for every tone and scenario', () => {
    for (const tone of SCRIPT_TONES) {
      for (const scenario of SCRIPT_SCENARIOS) {
        const text = generateScript({ ...base, tone, scenario });
        expect(checkDubbingText(text).ok, `${tone}/${scenario}`).toBe(true);
      }
    }
  });

  it('builds on the page title as the topic', () => {
    const text = generateScript({ ...base, title: 'Quarterly sales', scenario: 'reporting' });
    expect(text).toContain('Quarterly sales');
  });

  it('rewriting keeps every sentence the user wrote', () => {
    const existingText = 'Our product saves time. It costs less than the old one. Teams love it.';
    const text = generateScript({ ...base, mode: 'rewrite', existingText, tone: 'energetic', scenario: 'speech' });
    expect(text).toContain('Our product saves time.');
    expect(text).toContain('it costs less than the old one.');
    expect(text).toContain('teams love it.');
  });

  it('gives different texts for different tones, scenarios and variants', () => {
    const texts = new Set([
      generateScript({ ...base, tone: 'calm' }),
      generateScript({ ...base, tone: 'humorous' }),
      generateScript({ ...base, scenario: 'story' }),
      generateScript({ ...base, variant: 1 }),
    ]);
    expect(texts.size).toBe(4);
  });

  it('is deterministic for the same input', () => {
    expect(generateScript({ ...base, variant: 3 })).toBe(generateScript({ ...base, variant: 3 }));
  });

  it('answers Chinese input in Chinese, with no English template words', () => {
    const text = generateScript({ ...base, title: '新品发布', existingText: '这款产品更轻更快。', scenario: 'course', tone: 'warm' });
    expect(scriptLanguageOf(text)).toBe('zh');
    expect(text).toContain('新品发布');
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});

describe('helpers', () => {
  it('splits sentences in both languages', () => {
    expect(splitSentences('One. Two! Three?')).toEqual(['One.', 'Two!', 'Three?']);
    expect(splitSentences('第一句。第二句！')).toEqual(['第一句。', '第二句！']);
  });

  it('shortens a long first sentence to a topic at a word boundary', () => {
    const topic = topicOf('', 'The new onboarding flow for enterprise customers in all regions is ready. More later.', PHRASEBOOKS.en);
    expect(topic.length).toBeLessThanOrEqual(40);
    expect(topic.endsWith(' ')).toBe(false);
    expect('The new onboarding flow for enterprise customers'.startsWith(topic)).toBe(true);
  });

  it('falls back to a neutral topic when the page is empty', () => {
    expect(topicOf('', '', PHRASEBOOKS.en)).toBe('our topic');
  });
});
