import { registerCatalogue } from '../../lib/i18n/index.ts';

/** The pricing and purchase pages' own namespace. */
export const COMMERCE_NAMESPACE = 'commerce';

await registerCatalogue(COMMERCE_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
