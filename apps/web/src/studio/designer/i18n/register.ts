import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The avatar designer's namespace (its route title reads it before the page loads). */
export const DESIGNER_NAMESPACE = 'avatar-designer';

await registerCatalogue(DESIGNER_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
