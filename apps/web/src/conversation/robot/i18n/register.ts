import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

// Merged into the area's namespace under `robot` (its own files, so the area's text files stay as they are).
i18n.addResourceBundle('en', 'aiask', { robot: en }, true, true);
i18n.addResourceBundle('zh-CN', 'aiask', { robot: zhCN }, true, true);
i18n.addResourceBundle('zh-TW', 'aiask', { robot: zhTW }, true, true);
