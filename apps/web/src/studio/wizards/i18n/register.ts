import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The wizards' shared namespace: titles and the creation-centre tiles. Each wizard keeps its own texts in its own namespace. */
export const WIZARDS_NAMESPACE = 'wizards';

i18n.addResourceBundle('en', WIZARDS_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', WIZARDS_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', WIZARDS_NAMESPACE, zhTW, true, true);
