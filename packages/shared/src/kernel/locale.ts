/** UI languages (product-rules#languages). The wire codes are the product's; the i18n codes are BCP 47. */
export const UI_LANGUAGES = ['en', 'zh-CN', 'zh-TW'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

/** The `language` header codes: en, zhchs, zhcht-TW. */
export const LANGUAGE_HEADER_CODE: Record<UiLanguage, string> = {
  en: 'en',
  'zh-CN': 'zhchs',
  'zh-TW': 'zhcht-TW',
};

/** Accepts either form (and common variants) and returns the UI language; English otherwise. */
export function toUiLanguage(code: string | undefined | null): UiLanguage {
  const c = (code ?? '').toLowerCase();
  if (c === 'zhchs' || c === 'zh-cn' || c === 'zh' || c === 'zh-hans') return 'zh-CN';
  if (c.startsWith('zhcht') || c === 'zh-tw' || c === 'zh-hk' || c === 'zh-hant') return 'zh-TW';
  return 'en';
}
