/**
 * The ISO 639-1 code a recogniser takes (OpenAI-compatible `language`) for a project's language,
 * which may be a content-language code of the catalogue (`zhchs`, `zhcht-TW`, `zhchs-YUE`, `arXA`,
 * `de-DE`) or a BCP 47 tag (`zh-CN`, `en-US`).
 */
export function asrLanguageOf(code: string): string {
  const lower = code.trim().toLowerCase();
  if (lower.endsWith('-yue') || lower === 'yue' || lower === 'zh-hk') return 'yue';
  if (lower.startsWith('zh')) return 'zh';
  if (lower === 'arxa') return 'ar';
  return lower.split(/[-_]/)[0] ?? lower;
}
