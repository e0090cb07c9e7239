import { i18n } from '../../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

// Merged into the area's namespace under `flow` (own files: the editor's other tabs keep theirs).
i18n.addResourceBundle('en', 'aiask', { flow: en }, true, true);
i18n.addResourceBundle('zh-CN', 'aiask', { flow: zhCN }, true, true);
i18n.addResourceBundle('zh-TW', 'aiask', { flow: zhTW }, true, true);
