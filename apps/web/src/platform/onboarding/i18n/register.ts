import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The new-user questionnaire's namespace. */
export const ONBOARDING_NAMESPACE = 'onboarding';

await registerCatalogue(ONBOARDING_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
