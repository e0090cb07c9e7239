import { i18n } from '../../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The clone-online wizard's own namespace. */
export const WIZARD_CLONE_NAMESPACE = 'wizards-clone';

i18n.addResourceBundle('en', WIZARD_CLONE_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', WIZARD_CLONE_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', WIZARD_CLONE_NAMESPACE, zhTW, true, true);
