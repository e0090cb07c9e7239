import { i18n } from '../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The live centre's own namespace. */
export const LIVE_NAMESPACE = 'live';

i18n.addResourceBundle('en', LIVE_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', LIVE_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', LIVE_NAMESPACE, zhTW, true, true);
