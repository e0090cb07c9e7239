import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The wizards' shared namespace: titles and the creation-centre tiles. Each wizard keeps its own texts in its own namespace. */
export const WIZARDS_NAMESPACE = 'wizards';

await registerCatalogue(WIZARDS_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
