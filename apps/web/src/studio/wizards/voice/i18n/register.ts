import { i18n } from '../../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The voice-profile wizard's own namespace (also My Assets' voice profiles and the pickers' "My voices"). */
export const VOICE_WIZARD_NAMESPACE = 'wizards-voice';

i18n.addResourceBundle('en', VOICE_WIZARD_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', VOICE_WIZARD_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', VOICE_WIZARD_NAMESPACE, zhTW, true, true);
