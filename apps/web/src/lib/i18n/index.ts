import { isErrorKey, messageFor, type UiLanguage } from '@orator/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { en } from './en.ts';
import { DAYJS_LOCALE, readStoredLanguage, storeLanguage } from './language.ts';
import { zhCN } from './zh-CN.ts';
import { zhTW } from './zh-TW.ts';

const initial = readStoredLanguage();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, 'zh-CN': { translation: zhCN }, 'zh-TW': { translation: zhTW } },
  lng: initial,
  fallbackLng: 'en',
  // React escapes output already.
  interpolation: { escapeValue: false },
  returnNull: false,
});
dayjs.locale(DAYJS_LOCALE[initial]);
document.documentElement.lang = initial;

interface LanguageState {
  language: UiLanguage;
  setLanguage(language: UiLanguage): void;
}

/** The UI language; i18next, dayjs, <html lang> and the stored choice follow it. */
export const useLanguageStore = create<LanguageState>((set) => ({
  language: initial,
  setLanguage(language) {
    storeLanguage(language);
    dayjs.locale(DAYJS_LOCALE[language]);
    document.documentElement.lang = language;
    void i18n.changeLanguage(language);
    set({ language });
  },
}));

export function currentLanguage(): UiLanguage {
  return useLanguageStore.getState().language;
}

/** A validator's error key in the current language, from the shared catalogue (product-rules#errors). */
export function errorText(key: string, params?: Record<string, string | number>): string {
  return isErrorKey(key) ? messageFor(key, currentLanguage(), params) : key;
}

export { i18n };
