/**
 * Script-based language guess for the "auto" content language. Only scripts that identify
 * a language are used; Latin text falls back to English (the default, product-rules#languages).
 */
const SCRIPTS: { language: string; pattern: RegExp }[] = [
  { language: 'ko', pattern: /\p{Script=Hangul}/gu },
  { language: 'ja', pattern: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu },
  { language: 'arXA', pattern: /\p{Script=Arabic}/gu },
  { language: 'zhchs', pattern: /\p{Script=Han}/gu },
  { language: 'en', pattern: /\p{Script=Latin}/gu },
];

export function detectLanguage(text: string): string {
  const counts = new Map(SCRIPTS.map((s) => [s.language, (text.match(s.pattern) ?? []).length]));
  // Any kana means Japanese even when kanji dominate; Hangul likewise.
  if ((counts.get('ko') ?? 0) > 0 && (counts.get('ko') ?? 0) >= (counts.get('ja') ?? 0)) return 'ko';
  if ((counts.get('ja') ?? 0) > 0) return 'ja';
  let best = 'en';
  let bestCount = 0;
  for (const [language, count] of counts) {
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}
