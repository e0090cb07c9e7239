import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

function entries(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => entries(inner, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('project and room texts', () => {
  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ])('%s has every English key with the same placeholders', (_name, texts) => {
    const english = new Map(entries(en));
    const translated = entries(texts);
    expect(translated.map(([key]) => key)).toEqual([...english.keys()]);
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });
});
