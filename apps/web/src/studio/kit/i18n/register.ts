import { errorText, registerCatalogue } from '../../../lib/i18n/index.ts';
import { toast } from '../../../lib/ui/notify.ts';
import { setRefusalReporter } from '../refusal.ts';

/** The kit's namespace, loaded with whichever editor chunk comes first. */
export const EDITOR_KIT_NAMESPACE = 'editorKit';

await registerCatalogue(EDITOR_KIT_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});

// In the browser a refused edit is a toast with its localized catalogue message.
setRefusalReporter((error) => toast.error(errorText(error)));
