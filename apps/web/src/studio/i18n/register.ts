import { registerCatalogue } from '../../lib/i18n/index.ts';

/** The studio's own namespace, so its texts never collide with the shell's (loaded with the editor chunk). */
export const STUDIO_NAMESPACE = 'studio';

await registerCatalogue(STUDIO_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
