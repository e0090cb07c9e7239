import { i18n } from '../../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** "My avatars" (the user's photo and cloned avatars), shown in My Assets and in both editors' pickers. */
export const MY_AVATARS_NAMESPACE = 'my-avatars';

i18n.addResourceBundle('en', MY_AVATARS_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', MY_AVATARS_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', MY_AVATARS_NAMESPACE, zhTW, true, true);
