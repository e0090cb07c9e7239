import { errorText, i18n } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { setRefusalReporter } from '../refusal.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The kit's namespace, loaded with whichever editor chunk comes first. */
export const EDITOR_KIT_NAMESPACE = 'editorKit';

i18n.addResourceBundle('en', EDITOR_KIT_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', EDITOR_KIT_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', EDITOR_KIT_NAMESPACE, zhTW, true, true);

// In the browser a refused edit is a toast with its localized catalogue message.
setRefusalReporter((error) => toast.error(errorText(error)));
