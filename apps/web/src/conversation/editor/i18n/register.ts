import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

// Merged into the area's namespace under `editor` (the project editor and the room's components).
i18n.addResourceBundle('en', 'aiask', { editor: en }, true, true);
i18n.addResourceBundle('zh-CN', 'aiask', { editor: zhCN }, true, true);
i18n.addResourceBundle('zh-TW', 'aiask', { editor: zhTW }, true, true);
