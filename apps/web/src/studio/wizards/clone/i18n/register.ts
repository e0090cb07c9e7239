import { registerCatalogue } from '../../../../lib/i18n/index.ts';

/** The clone-online wizard's own namespace. */
export const WIZARD_CLONE_NAMESPACE = 'wizards-clone';

await registerCatalogue(WIZARD_CLONE_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
