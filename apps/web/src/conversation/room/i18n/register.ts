import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

// Merged into the area's namespace under `runtime` (own files: other parts of the room keep theirs).
i18n.addResourceBundle('en', 'aiask', { runtime: en }, true, true);
i18n.addResourceBundle('zh-CN', 'aiask', { runtime: zhCN }, true, true);
i18n.addResourceBundle('zh-TW', 'aiask', { runtime: zhTW }, true, true);
