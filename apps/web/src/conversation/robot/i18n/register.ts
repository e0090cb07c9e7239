import { registerCatalogue } from '../../../lib/i18n/index.ts';

// Merged into the area's namespace under `robot` (its own files, so the area's text files stay as they are).
await registerCatalogue('aiask', {
  en: async () => {
    const { en } = await import('./en.ts');
    return { robot: en };
  },
  'zh-CN': async () => {
    const { zhCN } = await import('./zh-CN.ts');
    return { robot: zhCN };
  },
  'zh-TW': async () => {
    const { zhTW } = await import('./zh-TW.ts');
    return { robot: zhTW };
  },
});
