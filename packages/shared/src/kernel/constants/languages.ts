/** Content languages of the video area (product-rules#speech), with a label per UI language. */
export const VIDEO_LANGUAGES = [
  { code: 'auto', labels: { en: 'Auto detect', 'zh-CN': '自动识别', 'zh-TW': '自動識別' } },
  { code: 'zhchs', labels: { en: 'Chinese (Simplified)', 'zh-CN': '简体中文', 'zh-TW': '簡體中文' } },
  { code: 'en', labels: { en: 'English', 'zh-CN': '英语', 'zh-TW': '英語' } },
  { code: 'arXA', labels: { en: 'Arabic', 'zh-CN': '阿拉伯语', 'zh-TW': '阿拉伯語' } },
  { code: 'zhcht-HK', labels: { en: 'Chinese (Hong Kong)', 'zh-CN': '繁体中文（香港）', 'zh-TW': '繁體中文（香港）' } },
  { code: 'zhcht-TW', labels: { en: 'Chinese (Taiwan)', 'zh-CN': '繁体中文（台湾）', 'zh-TW': '繁體中文（台灣）' } },
  { code: 'zhchs-YUE', labels: { en: 'Cantonese', 'zh-CN': '粤语', 'zh-TW': '粵語' } },
  { code: 'de-DE', labels: { en: 'German', 'zh-CN': '德语', 'zh-TW': '德語' } },
  { code: 'ja', labels: { en: 'Japanese', 'zh-CN': '日语', 'zh-TW': '日語' } },
  { code: 'ko', labels: { en: 'Korean', 'zh-CN': '韩语', 'zh-TW': '韓語' } },
  { code: 'es', labels: { en: 'Spanish', 'zh-CN': '西班牙语', 'zh-TW': '西班牙語' } },
  { code: 'fr', labels: { en: 'French', 'zh-CN': '法语', 'zh-TW': '法語' } },
  { code: 'it', labels: { en: 'Italian', 'zh-CN': '意大利语', 'zh-TW': '義大利語' } },
  { code: 'pt', labels: { en: 'Portuguese', 'zh-CN': '葡萄牙语', 'zh-TW': '葡萄牙語' } },
] as const;

export type VideoLanguageCode = (typeof VIDEO_LANGUAGES)[number]['code'];

export const VIDEO_LANGUAGE_CODES = VIDEO_LANGUAGES.map((l) => l.code) as [VideoLanguageCode, ...VideoLanguageCode[]];

/** Languages offered for Q&A items (product-rules#planned). */
export const QA_LANGUAGE_CODES = ['zhchs', 'zhcht-TW', 'en', 'arXA', 'de-DE', 'ja', 'ko'] as const;
