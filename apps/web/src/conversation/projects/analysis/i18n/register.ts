import { registerCatalogue } from '../../../../lib/i18n/index.ts';

// Merged into the area's namespace under `analysis` (own files, next to the records page's texts).
await registerCatalogue('aiask', {
  en: async () => {
    const { en } = await import('./en.ts');
    return { analysis: en };
  },
  'zh-CN': async () => {
    const { zhCN } = await import('./zh-CN.ts');
    return { analysis: zhCN };
  },
  'zh-TW': async () => {
    const { zhTW } = await import('./zh-TW.ts');
    return { analysis: zhTW };
  },
});
