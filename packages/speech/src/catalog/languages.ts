/**
 * The content languages (product-rules#speech) and the espeak-ng voice that
 * reads each. Mandarin uses cmn-latn-pinyin: in espeak-ng 1.51 the plain "cmn" voice reads
 * the tone digits of its Hanzi dictionary as English numbers ("ni three"), while the
 * pinyin variant produces proper Mandarin syllables for both simplified and traditional Hanzi.
 */
export interface ContentLanguage {
  code: string;
  name: string;
  locale: string;
  espeakVoice: string;
}

export const CONTENT_LANGUAGES: ContentLanguage[] = [
  { code: 'zhchs', name: 'Chinese (Mandarin, Simplified)', locale: 'zh-CN', espeakVoice: 'cmn-latn-pinyin' },
  { code: 'en', name: 'English', locale: 'en-US', espeakVoice: 'en-us' },
  { code: 'arXA', name: 'Arabic', locale: 'ar-XA', espeakVoice: 'ar' },
  { code: 'zhcht-HK', name: 'Chinese (Cantonese, Hong Kong)', locale: 'zh-HK', espeakVoice: 'yue' },
  { code: 'zhcht-TW', name: 'Chinese (Mandarin, Taiwan)', locale: 'zh-TW', espeakVoice: 'cmn-latn-pinyin' },
  { code: 'zhchs-YUE', name: 'Chinese (Cantonese, Simplified)', locale: 'yue-CN', espeakVoice: 'yue' },
  { code: 'de-DE', name: 'German', locale: 'de-DE', espeakVoice: 'de' },
  { code: 'ja', name: 'Japanese', locale: 'ja-JP', espeakVoice: 'ja' },
  { code: 'ko', name: 'Korean', locale: 'ko-KR', espeakVoice: 'ko' },
  { code: 'es', name: 'Spanish', locale: 'es-ES', espeakVoice: 'es' },
  { code: 'fr', name: 'French', locale: 'fr-FR', espeakVoice: 'fr' },
  { code: 'it', name: 'Italian', locale: 'it-IT', espeakVoice: 'it' },
  { code: 'pt', name: 'Portuguese (Brazil)', locale: 'pt-BR', espeakVoice: 'pt-br' },
];

/** 'auto' is a content language too: its voices pick the espeak voice per sentence. */
export const AUTO_LANGUAGE = 'auto';

export function contentLanguage(code: string): ContentLanguage | undefined {
  return CONTENT_LANGUAGES.find((l) => l.code === code);
}
