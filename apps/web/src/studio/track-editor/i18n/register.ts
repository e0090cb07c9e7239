import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The track editor's own namespace, loaded with its chunk. */
export const TRACK_EDITOR_NAMESPACE = 'trackEditor';

await registerCatalogue(TRACK_EDITOR_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
