import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The AI assistant's own namespace (the Assistant page and the page editor's panel). */
export const ASSISTANT_NAMESPACE = 'assistant';

await registerCatalogue(ASSISTANT_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
