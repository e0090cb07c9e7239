import { i18n } from '../../lib/i18n/index.ts';
import { en, zhCN, zhTW } from './texts.ts';

/** The live interaction's own namespace. */
export const INTERACTION_NAMESPACE = 'liveInteraction';
i18n.addResourceBundle('en', INTERACTION_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', INTERACTION_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', INTERACTION_NAMESPACE, zhTW, true, true);
