import { i18n } from '../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The studio's own namespace, so its texts never collide with the shell's (loaded with the editor chunk). */
export const STUDIO_NAMESPACE = 'studio';

i18n.addResourceBundle('en', STUDIO_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', STUDIO_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', STUDIO_NAMESPACE, zhTW, true, true);
