import { i18n } from '../../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The URL-to-video wizard's own namespace (the shared `wizards` one holds only tile titles). */
export const WIZARD_URL_NAMESPACE = 'wizards-url';

i18n.addResourceBundle('en', WIZARD_URL_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', WIZARD_URL_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', WIZARD_URL_NAMESPACE, zhTW, true, true);
