import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { parseStoredLanguage } from './language.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
}

function lookup(tree: unknown, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
}

describe('UI texts', () => {
  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ])('%s has every English key with the same placeholders and no empty text', (_name, texts) => {
    const paths = keyPaths(en);
    expect(keyPaths(texts)).toEqual(paths);
    for (const path of paths) {
      expect(lookup(texts, path).trim(), path).not.toBe('');
      expect(placeholders(lookup(texts, path)), path).toEqual(placeholders(lookup(en, path)));
    }
  });
});

describe('parseStoredLanguage', () => {
  it('accepts only the three UI languages and defaults to English', () => {
    expect(parseStoredLanguage('zh-TW')).toBe('zh-TW');
    expect(parseStoredLanguage('fr')).toBe('en');
    expect(parseStoredLanguage(null)).toBe('en');
  });
});
