import { describe, expect, it } from 'vitest';

/**
 * The one check every text bundle of the web app gets (imported by each bundle's i18n.test.ts):
 * zh-CN and zh-TW hold every English key, in the same order, none empty, with the same
 * {{placeholders}}; and, where the scripts differ, zh-TW is not a copy of zh-CN.
 */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => keyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

export function textAt(tree: unknown, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();

export function describeTextBundle(
  name: string,
  bundles: { en: object; zhCN: object; zhTW: object },
  /** A key whose zh-TW text must differ from zh-CN (traditional characters). */
  traditionalKey?: string,
): void {
  describe(name, () => {
    it.each([
      ['zh-CN', bundles.zhCN],
      ['zh-TW', bundles.zhTW],
    ])('%s has every English key with the same placeholders and no empty text', (_language, texts) => {
      const paths = keyPaths(bundles.en);
      expect(keyPaths(texts)).toEqual(paths);
      for (const path of paths) {
        expect(textAt(texts, path).trim(), path).not.toBe('');
        expect(placeholders(textAt(texts, path)), path).toEqual(placeholders(textAt(bundles.en, path)));
      }
    });

    if (traditionalKey)
      it('zh-TW is not a copy of zh-CN where the scripts differ', () => {
        expect(textAt(bundles.zhTW, traditionalKey)).not.toBe(textAt(bundles.zhCN, traditionalKey));
      });
  });
}
