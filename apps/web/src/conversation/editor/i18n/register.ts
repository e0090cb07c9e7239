import { registerCatalogue } from '../../../lib/i18n/index.ts';

// Merged into the area's namespace under `editor` (the project editor and the room's components).
await registerCatalogue('aiask', {
  en: async () => {
    const { en } = await import('./en.ts');
    return { editor: en };
  },
  'zh-CN': async () => {
    const { zhCN } = await import('./zh-CN.ts');
    return { editor: zhCN };
  },
  'zh-TW': async () => {
    const { zhTW } = await import('./zh-TW.ts');
    return { editor: zhTW };
  },
});
