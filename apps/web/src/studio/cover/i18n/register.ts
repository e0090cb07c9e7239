import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The cover editor's own namespace (product-rules#projects-cover). */
export const COVER_NAMESPACE = 'cover';

i18n.addResourceBundle('en', COVER_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', COVER_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', COVER_NAMESPACE, zhTW, true, true);
