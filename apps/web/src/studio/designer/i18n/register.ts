import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The avatar designer's namespace (its route title reads it before the page loads). */
export const DESIGNER_NAMESPACE = 'avatar-designer';

i18n.addResourceBundle('en', DESIGNER_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', DESIGNER_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', DESIGNER_NAMESPACE, zhTW, true, true);
