import { isErrorKey, messageFor, type UiLanguage } from '@orator/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { loadCataloguesFor, registerCatalogue } from './catalogues.ts';
import { DAYJS_LOCALE, readStoredLanguage, storeLanguage } from './language.ts';

const initial = readStoredLanguage();

void i18n.use(initReactI18next).init({
  // Catalogues arrive per language (catalogues.ts): only the UI language's is fetched.
  resources: {},
  partialBundledLanguages: true,
  lng: initial,
  fallbackLng: 'en',
  // React escapes output already.
  interpolation: { escapeValue: false },
  returnNull: false,
});
// Top-level await: the app's first render waits for the UI language's texts.
await registerCatalogue('translation', {
  en: async () => (await import('./en.ts')).en,
  'zh-CN': async () => (await import('./zh-CN.ts')).zhCN,
  'zh-TW': async () => (await import('./zh-TW.ts')).zhTW,
});
dayjs.locale(DAYJS_LOCALE[initial]);
document.documentElement.lang = initial;

interface LanguageState {
  language: UiLanguage;
  setLanguage(language: UiLanguage): void;
}

/** The latest switch asked for; an earlier one whose catalogues arrive later does not win. */
let switchingTo: UiLanguage = initial;

/**
 * The UI language; i18next, dayjs, <html lang> and the stored choice follow it. A switch takes
 * effect once the new language's catalogues of every loaded area have arrived.
 */
export const useLanguageStore = create<LanguageState>((set) => ({
  language: initial,
  setLanguage(language) {
    storeLanguage(language);
    switchingTo = language;
    void loadCataloguesFor(language).then(() => {
      if (switchingTo !== language) return;
      dayjs.locale(DAYJS_LOCALE[language]);
      document.documentElement.lang = language;
      void i18n.changeLanguage(language);
      set({ language });
    });
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
export { registerCatalogue } from './catalogues.ts';
