import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The public site's namespace; the header, footer, banner and browser notice use it on every page, so it loads with the shell. */
export const SITE_NAMESPACE = 'site';

await registerCatalogue(SITE_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
