import { i18n } from '../../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** One-click generation's own namespace. */
export const WIZARD_ONECLICK_NAMESPACE = 'wizards-oneclick';

i18n.addResourceBundle('en', WIZARD_ONECLICK_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', WIZARD_ONECLICK_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', WIZARD_ONECLICK_NAMESPACE, zhTW, true, true);
