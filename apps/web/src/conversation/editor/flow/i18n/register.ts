import { registerCatalogue } from '../../../../lib/i18n/index.ts';

// Merged into the area's namespace under `flow` (own files: the editor's other tabs keep theirs).
await registerCatalogue('aiask', {
  en: async () => {
    const { en } = await import('./en.ts');
    return { flow: en };
  },
  'zh-CN': async () => {
    const { zhCN } = await import('./zh-CN.ts');
    return { flow: zhCN };
  },
  'zh-TW': async () => {
    const { zhTW } = await import('./zh-TW.ts');
    return { flow: zhTW };
  },
});
