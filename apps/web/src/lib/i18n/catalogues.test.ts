import fs from 'node:fs';
import path from 'node:path';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCataloguesFor, registerCatalogue } from './catalogues.ts';

const WEB_SRC = path.resolve(import.meta.dirname, '../..');
/** A language's catalogue file of an area (`<area>/i18n/zh-CN.ts`) or of the app (`lib/i18n/en.ts`). */
const CATALOGUE_FILE = /[\\/]i18n[\\/](?:[\w-]+[\\/])*(?:en|zh-CN|zh-TW)\.ts$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.testing\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Specifiers a module imports for their values at load time (`import type` is erased; `import()` is lazy). */
function staticValueImports(source: string): string[] {
  return [...source.matchAll(/^\s*(import|export)\s+(?!type\b)[^'";]*?\bfrom\s+'([^']+)'/gm), ...source.matchAll(/^\s*import\s+'([^']+)'/gm)].map(
    (match) => match[2] ?? match[1] ?? '',
  );
}

describe('language catalogues load lazily', () => {
  it('no module of the web app imports a language catalogue statically: each goes in its own chunk, fetched for its language', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(WEB_SRC)) {
      for (const specifier of staticValueImports(fs.readFileSync(file, 'utf8'))) {
        if (!specifier.startsWith('.')) continue;
        const target = path.resolve(path.dirname(file), specifier);
        if (CATALOGUE_FILE.test(target)) offenders.push(`${path.relative(WEB_SRC, file)} -> ${specifier}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  describe('registerCatalogue', () => {
    const calls: string[] = [];
    const loader = (language: string, texts: object) => async () => {
      calls.push(language);
      return texts;
    };
    beforeAll(async () => {
      await i18n.init({ resources: {}, partialBundledLanguages: true, lng: 'en', fallbackLng: 'en' });
      await registerCatalogue('probe', {
        en: loader('en', { hello: 'Hello' }),
        'zh-CN': loader('zh-CN', { hello: '你好' }),
        'zh-TW': loader('zh-TW', { hello: '妳好' }),
      });
    });

    it("loads only the UI language's texts, and another language's when switched to, once", async () => {
      expect(calls).toEqual(['en']);
      expect(i18n.getFixedT('en', 'probe')('hello')).toBe('Hello');
      expect(i18n.hasResourceBundle('zh-CN', 'probe')).toBe(false);
      await loadCataloguesFor('zh-CN');
      await loadCataloguesFor('zh-CN');
      expect(calls).toEqual(['en', 'zh-CN']);
      expect(i18n.getFixedT('zh-CN', 'probe')('hello')).toBe('你好');
      expect(i18n.hasResourceBundle('zh-TW', 'probe')).toBe(false);
    });

    it('a namespace registered after a switch loads the switched-to language', async () => {
      const later: string[] = [];
      await registerCatalogue('later', {
        en: async () => (later.push('en'), { a: 'A' }),
        'zh-CN': async () => (later.push('zh-CN'), { a: '甲' }),
        'zh-TW': async () => (later.push('zh-TW'), { a: '甲' }),
      });
      expect(later).toEqual(['zh-CN']);
    });
  });
});
