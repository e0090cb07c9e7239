import { useTranslation } from 'react-i18next';
import { i18n } from '../index.ts';
import { en } from './en.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

/** The writing vocabulary's namespace: the assistant, the wizards and the live room's line generator read it. */
export const WRITING_NAMESPACE = 'writing';

i18n.addResourceBundle('en', WRITING_NAMESPACE, en, true, true);
i18n.addResourceBundle('zh-CN', WRITING_NAMESPACE, zhCN, true, true);
i18n.addResourceBundle('zh-TW', WRITING_NAMESPACE, zhTW, true, true);

/** `t` for the writing labels: tones.<tone>, scenarios.<scenario>, lineStyles.<style>, audiences.<audience>. */
export function useWritingLabels(): (key: string) => string {
  return useTranslation(WRITING_NAMESPACE).t;
}
