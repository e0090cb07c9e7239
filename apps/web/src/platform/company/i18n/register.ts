import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The company-configuration namespace; the shell reads its keywords on every page. */
export const COMPANY_NAMESPACE = 'company';

i18n.addResourceBundle('en', COMPANY_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', COMPANY_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', COMPANY_NAMESPACE, zhTW, true, true);
