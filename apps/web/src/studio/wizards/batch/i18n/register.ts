import { registerCatalogue } from '../../../../lib/i18n/index.ts';

/** The batch wizard's own namespace. */
export const BATCH_NAMESPACE = 'wizards-batch';

await registerCatalogue(BATCH_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
