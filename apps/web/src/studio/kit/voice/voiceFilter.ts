import { VIDEO_LANGUAGES, type Speaker, type UiLanguage } from '@orator/shared';

/** What the voice picker narrows the catalogue by; 'all' leaves that side open. */
export interface VoiceFilter {
  language: string;
  gender: 'all' | Speaker['gender'];
}

export const ALL = 'all';

/**
 * Languages that have at least one voice: the content languages first in their order
 * (product-rules#speech), then the others (the espeak-ng world voices) by their name in the UI
 * language, or by code when no UI language is given.
 */
export function voiceLanguages(speakers: readonly Speaker[], ui?: UiLanguage): string[] {
  const present = new Set(speakers.map((s) => s.language));
  const known = VIDEO_LANGUAGES.map((l) => l.code as string).filter((code) => present.has(code));
  const others = [...present].filter((code) => !known.includes(code));
  others.sort(ui ? (a, b) => languageLabel(a, ui).localeCompare(languageLabel(b, ui), ui) : undefined);
  return [...known, ...others];
}

/**
 * The language's name in the UI language: the content languages' own labels, else the browser's
 * Intl.DisplayNames (Swahili, 史瓦希里文 …); a code neither knows (a few espeak-ng private-use
 * voices) is shown as it is.
 */
export function languageLabel(code: string, ui: UiLanguage): string {
  const own = VIDEO_LANGUAGES.find((l) => l.code === code)?.labels[ui];
  if (own) return own;
  try {
    return new Intl.DisplayNames([ui], { type: 'language', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Whether the code is one of the video area's content languages (the rest are espeak-ng world voices). */
export function isContentLanguage(code: string): boolean {
  return VIDEO_LANGUAGES.some((l) => l.code === code);
}

export function filterVoices(speakers: readonly Speaker[], filter: VoiceFilter): Speaker[] {
  return speakers.filter(
    (s) => (filter.language === ALL || s.language === filter.language) && (filter.gender === ALL || s.gender === filter.gender),
  );
}

/**
 * The filter a picker opens with: the language of the chosen voice, else of the script, so the
 * list starts at voices that can say the text; 'all' when the catalogue has none of it.
 */
export function initialFilter(speakers: readonly Speaker[], chosenVoiceId: string | undefined, textLanguage: string): VoiceFilter {
  const chosen = speakers.find((s) => s.id === chosenVoiceId);
  const language = chosen?.language ?? textLanguage;
  return { language: speakers.some((s) => s.language === language) ? language : ALL, gender: ALL };
}
