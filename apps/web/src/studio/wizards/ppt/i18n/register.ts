import { registerCatalogue } from '../../../../lib/i18n/index.ts';

/** The PPT wizard's own namespace (loaded with its page). */
export const PPT_WIZARD_NAMESPACE = 'wizards-ppt';

await registerCatalogue(PPT_WIZARD_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
