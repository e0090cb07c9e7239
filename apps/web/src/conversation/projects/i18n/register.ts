import { registerCatalogue } from '../../../lib/i18n/index.ts';

// Merged into the area's namespace under `projects` (its own files, so the area's text files stay as they are).
await registerCatalogue('aiask', {
  en: async () => {
    const { en } = await import('./en.ts');
    return { projects: en };
  },
  'zh-CN': async () => {
    const { zhCN } = await import('./zh-CN.ts');
    return { projects: zhCN };
  },
  'zh-TW': async () => {
    const { zhTW } = await import('./zh-TW.ts');
    return { projects: zhTW };
  },
});
