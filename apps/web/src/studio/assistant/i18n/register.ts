import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The AI assistant's own namespace (the Assistant page and the page editor's panel). */
export const ASSISTANT_NAMESPACE = 'assistant';

i18n.addResourceBundle('en', ASSISTANT_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', ASSISTANT_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', ASSISTANT_NAMESPACE, zhTW, true, true);
