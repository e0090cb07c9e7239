import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The Open API page's namespace (its route title is read by the shell, so it loads with it). */
export const OPEN_API_NAMESPACE = 'openApi';

i18n.addResourceBundle('en', OPEN_API_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', OPEN_API_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', OPEN_API_NAMESPACE, zhTW, true, true);
