/**
 * The voice a script is spoken with when no voice was chosen. One rule for the export (the
 * render worker) and the browser preview, so what is previewed is what is exported.
 */

/** The fields of a catalogue voice (speech service `Voice` or API `Speaker`) the rule reads. */
export interface VoiceCandidate {
  id: string;
  language: string;
  gender: string;
  engine: string;
}

/**
 * Voices preferred per language when installed, best first: festival's slt HTS voice is the
 * most intelligible engine here (pocketsphinx WER 8 % vs 15 %+ for flite, packages/speech quality tests).
 */
const PREFERRED_DEFAULTS: Readonly<Record<string, readonly string[]>> = {
  en: ['festival:en:slt', 'flite:en:slt', 'espeak:en:female'],
};

/**
 * The preferred voice of `language`, else its first local (non-cloud) female voice, else any
 * of its voices, else the English default; undefined only when the catalogue has neither.
 */
export function defaultVoiceFor<V extends VoiceCandidate>(language: string, voices: readonly V[]): V | undefined {
  const candidates = voices.filter((v) => v.language === language);
  const preferred = PREFERRED_DEFAULTS[language]?.map((id) => candidates.find((v) => v.id === id)).find(Boolean);
  const chosen = preferred ?? candidates.find((v) => v.engine !== 'openai' && v.gender === 'female') ?? candidates[0];
  if (chosen) return chosen;
  return language === 'en' ? undefined : defaultVoiceFor('en', voices);
}

/** Male voices preferred per language when installed (the list above is female): flite's US voice first. */
const PREFERRED_MALE: Readonly<Record<string, readonly string[]>> = {
  en: ['flite:en:rms', 'flite:en:awb', 'flite:en:kal16'],
};

/**
 * The default voice for a face whose gender was estimated (talking photo): the language's default
 * among the local voices of that gender when it has any, else the language's default.
 */
export function defaultVoiceForFace<V extends VoiceCandidate>(language: string, voices: readonly V[], gender?: 'female' | 'male'): V | undefined {
  if (!gender) return defaultVoiceFor(language, voices);
  const sameGender = voices.filter((v) => v.gender === gender && v.language === language);
  const local = sameGender.filter((v) => v.engine !== 'openai');
  const preferred = gender === 'male' ? PREFERRED_MALE[language]?.map((id) => local.find((v) => v.id === id)).find(Boolean) : undefined;
  if (preferred) return preferred;
  return defaultVoiceFor(language, local.length > 0 ? local : sameGender) ?? defaultVoiceFor(language, voices);
}
