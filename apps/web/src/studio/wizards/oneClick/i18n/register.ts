import { registerCatalogue } from '../../../../lib/i18n/index.ts';

/** One-click generation's own namespace. */
export const WIZARD_ONECLICK_NAMESPACE = 'wizards-oneclick';

await registerCatalogue(WIZARD_ONECLICK_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
