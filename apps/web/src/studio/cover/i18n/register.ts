import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The cover editor's own namespace (product-rules#projects-cover). */
export const COVER_NAMESPACE = 'cover';

await registerCatalogue(COVER_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
