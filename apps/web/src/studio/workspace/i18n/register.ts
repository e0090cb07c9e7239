import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The workspace's own namespace (creation centre, stores, My Assets), loaded with its pages. */
export const WORKSPACE_NAMESPACE = 'workspace';

i18n.addResourceBundle('en', WORKSPACE_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', WORKSPACE_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', WORKSPACE_NAMESPACE, zhTW, true, true);
