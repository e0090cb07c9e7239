import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The member centre's namespace; the user menu names it on every page, so it loads with the shell. */
export const MEMBER_NAMESPACE = 'member';

await registerCatalogue(MEMBER_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
