import type { Voice } from '../types.ts';
import type { EspeakVoiceEntry, InstalledEngines } from './installed.ts';
import { AUTO_LANGUAGE, CONTENT_LANGUAGES } from './languages.ts';

/** A catalog entry plus the engine-specific name needed to drive it. */
export interface CatalogVoice extends Voice {
  engineVoice: string;
}

/** espeak variant that turns the default (male) voice female. */
const ESPEAK_FEMALE_VARIANT = '+f3';

const FLITE_VOICES: Record<string, { name: string; locale: string; gender: Voice['gender'] }> = {
  slt: { name: 'SLT (flite)', locale: 'en-US', gender: 'female' },
  rms: { name: 'RMS (flite)', locale: 'en-US', gender: 'male' },
  awb: { name: 'AWB (flite)', locale: 'en-GB', gender: 'male' },
  kal16: { name: 'Kal (flite)', locale: 'en-US', gender: 'male' },
};

/** Voices an OpenAI-compatible server is asked for, by the names OpenAI uses. */
const OPENAI_VOICES: Record<string, Voice['gender']> = {
  alloy: 'female',
  nova: 'female',
  shimmer: 'female',
  echo: 'male',
  onyx: 'male',
  fable: 'male',
};

export function buildCatalog(installed: InstalledEngines, openAi: boolean): CatalogVoice[] {
  const voices: CatalogVoice[] = [];
  for (const fn of installed.festivalVoices) {
    voices.push({
      id: 'festival:en:slt',
      name: 'SLT (festival HTS)',
      language: 'en',
      locale: 'en-US',
      gender: 'female',
      engine: 'festival',
      engineVoice: fn,
    });
  }
  for (const flite of installed.fliteVoices) {
    const meta = FLITE_VOICES[flite];
    if (meta) voices.push({ id: `flite:en:${flite}`, language: 'en', engine: 'flite', engineVoice: flite, ...meta });
  }
  for (const language of CONTENT_LANGUAGES) {
    if (!hasEspeakVoice(installed.espeakVoices, language.espeakVoice)) continue;
    for (const gender of ['female', 'male'] as const) {
      voices.push({
        id: `espeak:${language.code}:${gender}`,
        name: `${language.name} ${gender === 'female' ? 'F' : 'M'} (espeak-ng)`,
        language: language.code,
        locale: language.locale,
        gender,
        engine: 'espeak',
        engineVoice: language.espeakVoice + (gender === 'female' ? ESPEAK_FEMALE_VARIANT : ''),
      });
    }
  }
  if (installed.espeakVoices.size > 0) {
    for (const gender of ['female', 'male'] as const) {
      // engineVoice is only the variant: the language voice is chosen per sentence.
      voices.push({
        id: `espeak:auto:${gender}`,
        name: `Auto-detect ${gender === 'female' ? 'F' : 'M'} (espeak-ng)`,
        language: AUTO_LANGUAGE,
        locale: 'und',
        gender,
        engine: 'espeak',
        engineVoice: gender === 'female' ? ESPEAK_FEMALE_VARIANT : '',
      });
    }
  }
  voices.push(...worldVoices(installed.espeakCatalogue ?? []));
  if (openAi) {
    for (const language of [AUTO_LANGUAGE, ...CONTENT_LANGUAGES.map((l) => l.code)]) {
      const locale = CONTENT_LANGUAGES.find((l) => l.code === language)?.locale ?? 'und';
      for (const [name, gender] of Object.entries(OPENAI_VOICES)) {
        voices.push({
          id: `openai:${language}:${name}`,
          name: `${name} (TTS server)`,
          language,
          locale,
          gender,
          engine: 'openai',
          engineVoice: name,
        });
      }
    }
  }
  return voices;
}

/**
 * espeak-ng languages whose code is also one of the content languages' codes but means another
 * variety: espeak's `pt` is European Portuguese, the content language `pt` is Brazilian.
 */
const WORLD_LANGUAGE_ALIASES: Record<string, string> = { pt: 'pt-PT' };

/**
 * Every installed espeak-ng voice beyond those the content languages already use (about 120 of
 * espeak-ng's 131), female and male, after the content languages. Their language is the espeak
 * code (BCP 47 in all but a few private-use cases), which the web names with Intl.DisplayNames.
 */
export function worldVoices(entries: readonly EspeakVoiceEntry[]): CatalogVoice[] {
  const used = new Set(CONTENT_LANGUAGES.flatMap((l) => [l.espeakVoice, `${l.espeakVoice}-${l.espeakVoice}`]));
  const contentCodes = new Set<string>([AUTO_LANGUAGE, ...CONTENT_LANGUAGES.map((l) => l.code.toLowerCase())]);
  const voices: CatalogVoice[] = [];
  const seen = new Set<string>();
  for (const entry of [...entries].sort((a, b) => a.language.localeCompare(b.language))) {
    if (used.has(entry.language)) continue;
    const language = WORLD_LANGUAGE_ALIASES[entry.language] ?? entry.language;
    if (contentCodes.has(language.toLowerCase()) || seen.has(language)) continue;
    seen.add(language);
    for (const gender of ['female', 'male'] as const) {
      voices.push({
        id: `espeak:${language}:${gender}`,
        name: `${entry.name} ${gender === 'female' ? 'F' : 'M'} (espeak-ng)`,
        language,
        locale: language,
        gender,
        engine: 'espeak',
        engineVoice: entry.language + (gender === 'female' ? ESPEAK_FEMALE_VARIANT : ''),
      });
    }
  }
  return voices;
}

/** `espeak-ng --voices` lists e.g. "fr-fr" for the voice that "fr" selects. */
function hasEspeakVoice(listed: Set<string>, name: string): boolean {
  return listed.has(name) || [...listed].some((l) => l.startsWith(`${name}-`));
}
