import { i18n } from '../../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The batch wizard's own namespace. */
export const BATCH_NAMESPACE = 'wizards-batch';

i18n.addResourceBundle('en', BATCH_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', BATCH_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', BATCH_NAMESPACE, zhTW, true, true);
