import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The company-configuration namespace; the shell reads its keywords on every page. */
export const COMPANY_NAMESPACE = 'company';

await registerCatalogue(COMPANY_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
