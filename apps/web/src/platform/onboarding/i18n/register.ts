import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The new-user questionnaire's namespace. */
export const ONBOARDING_NAMESPACE = 'onboarding';

i18n.addResourceBundle('en', ONBOARDING_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', ONBOARDING_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', ONBOARDING_NAMESPACE, zhTW, true, true);
