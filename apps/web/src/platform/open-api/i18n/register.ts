import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The Open API page's namespace (its route title is read by the shell, so it loads with it). */
export const OPEN_API_NAMESPACE = 'openApi';

await registerCatalogue(OPEN_API_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
