import { registerCatalogue } from '../../lib/i18n/index.ts';
// Projects and the room keep their texts in their own files, merged under `projects`.
import '../projects/i18n/register.ts';
// The project editor and the room's components, merged under `editor`.
import '../editor/i18n/register.ts';

/** The conversational home's own namespace (roles, knowledge bases, Q&A libraries, materials). */
export const AIASK_NAMESPACE = 'aiask';

await registerCatalogue(AIASK_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
