import { i18n } from '../../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The translation wizard's and video-dub editor's own namespace (loaded with their pages). */
export const TRANSLATE_WIZARD_NAMESPACE = 'wizards-translate';

i18n.addResourceBundle('en', TRANSLATE_WIZARD_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', TRANSLATE_WIZARD_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', TRANSLATE_WIZARD_NAMESPACE, zhTW, true, true);
