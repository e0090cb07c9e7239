import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The notices' namespace; the header bell needs it on every page, so it loads with the shell. */
export const NOTICES_NAMESPACE = 'notices';

i18n.addResourceBundle('en', NOTICES_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', NOTICES_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', NOTICES_NAMESPACE, zhTW, true, true);
