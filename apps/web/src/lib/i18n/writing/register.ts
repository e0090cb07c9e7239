import { useTranslation } from 'react-i18next';
import { registerCatalogue } from '../index.ts';

/** The writing vocabulary's namespace: the assistant, the wizards and the live room's line generator read it. */
export const WRITING_NAMESPACE = 'writing';

await registerCatalogue(WRITING_NAMESPACE, {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});

/** `t` for the writing labels: tones.<tone>, scenarios.<scenario>, lineStyles.<style>, audiences.<audience>. */
export function useWritingLabels(): (key: string) => string {
  return useTranslation(WRITING_NAMESPACE).t;
}
