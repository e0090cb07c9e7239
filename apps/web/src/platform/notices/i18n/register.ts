import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The notices' namespace; the header bell needs it on every page, so it loads with the shell. */
export const NOTICES_NAMESPACE = 'notices';

await registerCatalogue(NOTICES_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
