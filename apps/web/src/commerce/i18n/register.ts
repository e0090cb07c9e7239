import { i18n } from '../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The pricing and purchase pages' own namespace. */
export const COMMERCE_NAMESPACE = 'commerce';

i18n.addResourceBundle('en', COMMERCE_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', COMMERCE_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', COMMERCE_NAMESPACE, zhTW, true, true);
