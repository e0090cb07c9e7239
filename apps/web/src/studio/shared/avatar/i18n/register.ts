import { registerCatalogue } from '../../../../lib/i18n/index.ts';

/** "My avatars" (the user's photo and cloned avatars), shown in My Assets and in both editors' pickers. */
export const MY_AVATARS_NAMESPACE = 'my-avatars';

await registerCatalogue(MY_AVATARS_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
