import { i18n } from '../../../lib/i18n/index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The track editor's own namespace, loaded with its chunk. */
export const TRACK_EDITOR_NAMESPACE = 'trackEditor';

i18n.addResourceBundle('en', TRACK_EDITOR_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', TRACK_EDITOR_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', TRACK_EDITOR_NAMESPACE, zhTW, true, true);
