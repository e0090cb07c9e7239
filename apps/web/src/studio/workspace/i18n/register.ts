import { registerCatalogue } from '../../../lib/i18n/index.ts';

/** The workspace's own namespace (creation centre, stores, My Assets), loaded with its pages. */
export const WORKSPACE_NAMESPACE = 'workspace';

await registerCatalogue(WORKSPACE_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
