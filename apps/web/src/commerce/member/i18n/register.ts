import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The member centre's namespace; the user menu names it on every page, so it loads with the shell. */
export const MEMBER_NAMESPACE = 'member';

i18n.addResourceBundle('en', MEMBER_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', MEMBER_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', MEMBER_NAMESPACE, zhTW, true, true);
