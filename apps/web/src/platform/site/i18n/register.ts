import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The public site's namespace; the header, footer, banner and browser notice use it on every page, so it loads with the shell. */
export const SITE_NAMESPACE = 'site';

i18n.addResourceBundle('en', SITE_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', SITE_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', SITE_NAMESPACE, zhTW, true, true);
