import { registerCatalogue } from '../../../../lib/i18n/index.ts';

/** The URL-to-video wizard's own namespace (the shared `wizards` one holds only tile titles). */
export const WIZARD_URL_NAMESPACE = 'wizards-url';

await registerCatalogue(WIZARD_URL_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
