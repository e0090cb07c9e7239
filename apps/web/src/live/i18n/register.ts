import { registerCatalogue } from '../../lib/i18n/index.ts';

/** The live centre's own namespace. */
export const LIVE_NAMESPACE = 'live';

await registerCatalogue(LIVE_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
