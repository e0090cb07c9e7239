import { i18n } from '../../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

// Merged into the area's namespace under `analysis` (own files, next to the records page's texts).
i18n.addResourceBundle('en', 'aiask', { analysis: en }, true, true);
i18n.addResourceBundle('zh-CN', 'aiask', { analysis: zhCN }, true, true);
i18n.addResourceBundle('zh-TW', 'aiask', { analysis: zhTW }, true, true);
