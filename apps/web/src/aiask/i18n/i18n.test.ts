import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

function lookup(tree: unknown, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

describe('conversational home texts', () => {
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

  it('zh-TW is not a copy of zh-CN where the scripts differ', () => {
    // Traditional characters of common words the area uses: a copied zh-CN file would fail here.
    expect(lookup(zhTW, 'menu.knowledge')).not.toBe(lookup(zhCN, 'menu.knowledge'));
  });
});
