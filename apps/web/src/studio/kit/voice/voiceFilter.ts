import { VIDEO_LANGUAGES, type Speaker, type UiLanguage } from '@orator/shared';

/** What the voice picker narrows the catalogue by; 'all' leaves that side open. */
export interface VoiceFilter {
  language: string;
  gender: 'all' | Speaker['gender'];
}

export const ALL = 'all';

/** Languages that have at least one voice, in the order of the content languages (product-rules#speech), then any others by code. */
export function voiceLanguages(speakers: readonly Speaker[]): string[] {
  const present = new Set(speakers.map((s) => s.language));
  const known = VIDEO_LANGUAGES.map((l) => l.code as string).filter((code) => present.has(code));
  const others = [...present].filter((code) => !known.includes(code)).sort();
  return [...known, ...others];
}

/** The language's name in the UI language; unknown codes are shown as they are. */
export function languageLabel(code: string, ui: UiLanguage): string {
  return VIDEO_LANGUAGES.find((l) => l.code === code)?.labels[ui] ?? code;
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
