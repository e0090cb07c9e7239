import { registerCatalogue } from '../../../lib/i18n/index.ts';

// Merged into the area's namespace under `runtime` (own files: other parts of the room keep theirs).
await registerCatalogue('aiask', {
  en: async () => {
    const { en } = await import('./en.ts');
    return { runtime: en };
  },
  'zh-CN': async () => {
    const { zhCN } = await import('./zh-CN.ts');
    return { runtime: zhCN };
  },
  'zh-TW': async () => {
    const { zhTW } = await import('./zh-TW.ts');
    return { runtime: zhTW };
  },
});
