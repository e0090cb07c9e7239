import { registerCatalogue } from '../../../../lib/i18n/index.ts';

/** The translation wizard's and video-dub editor's own namespace (loaded with their pages). */
export const TRANSLATE_WIZARD_NAMESPACE = 'wizards-translate';

await registerCatalogue(TRANSLATE_WIZARD_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
