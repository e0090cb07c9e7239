import { i18n } from '../../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The PPT wizard's own namespace (loaded with its page). */
export const PPT_WIZARD_NAMESPACE = 'wizards-ppt';

i18n.addResourceBundle('en', PPT_WIZARD_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', PPT_WIZARD_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', PPT_WIZARD_NAMESPACE, zhTW, true, true);
