import { UI_LANGUAGES, type UiLanguage } from '@orator/shared';

/** Where the chosen UI language is kept (product-rules#languages: default English, choice kept in local storage). */
export const LANGUAGE_STORAGE_KEY = 'orator.lang';

export const LANGUAGE_LABELS: Record<UiLanguage, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
};

/** A stored value is trusted only if it is one of ours; anything else means English. */
export function parseStoredLanguage(value: string | null): UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as UiLanguage) : 'en';
}

export function readStoredLanguage(): UiLanguage {
  try {
    return parseStoredLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: UiLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** dayjs locale names differ from BCP 47 in case. */
export const DAYJS_LOCALE: Record<UiLanguage, string> = { en: 'en', 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw' };
