import { i18n } from '../../lib/i18n/index.ts';
// Projects and the room keep their texts in their own files, merged under `projects`.
import '../projects/i18n/register.ts';
// The project editor and the room's components, merged under `editor`.
import '../editor/i18n/register.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The conversational home's own namespace (roles, knowledge bases, Q&A libraries, materials). */
export const AIASK_NAMESPACE = 'aiask';

i18n.addResourceBundle('en', AIASK_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', AIASK_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', AIASK_NAMESPACE, zhTW, true, true);
