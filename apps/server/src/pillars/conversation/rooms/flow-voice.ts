import { toUiLanguage } from '@orator/shared';

interface CatalogVoice {
  id: string;
  /** Content-language code (en, zhchs, ...). */
  language: string;
  /** BCP-47 accent, e.g. en-US, zh-HK. */
  locale: string;
}

/** Whether a catalogue voice speaks `language` (a UI code, a content code or a BCP-47 tag). */
function speaks(voice: CatalogVoice, language: string): boolean {
  const wanted = language.toLowerCase();
  if (voice.language.toLowerCase() === wanted || voice.locale.toLowerCase() === wanted) return true;
  if (voice.locale.toLowerCase().split('-')[0] === wanted.split('-')[0] && !wanted.startsWith('zh')) return true;
  // Chinese: simplified and traditional are told apart by the UI-language mapping (zhchs / zh-CN, zh-TW / zh-HK).
  return (
    wanted.startsWith('zh') && voice.language.toLowerCase().startsWith('zh') && toUiLanguage(voice.language) === toUiLanguage(language)
  );
}

/**
 * A language node switches the speech language "where possible": the project's voice stays when it
 * speaks the language; otherwise the catalogue's first voice for it; with none, the voice stays.
 */
export function voiceFor(voices: readonly CatalogVoice[], language: string, currentVoiceId: string): string {
  const current = voices.find((voice) => voice.id === currentVoiceId);
  if (current && speaks(current, language)) return currentVoiceId;
  return voices.find((voice) => speaks(voice, language))?.id ?? currentVoiceId;
}
