import type { Speaker, VoiceSettings } from '@orator/shared';

/** The language part of a locale or code ('zh-CN' -> 'zh', 'en' -> 'en'). */
const base = (code: string) => code.toLowerCase().split('-')[0] ?? '';

/**
 * Does a speaker fit the voice tab's language and gender? The language is a locale ('en-US') or a
 * bare language ('en'): a bare one takes every locale of it; auto-detect speakers speak every language.
 */
export function speakerMatches(speaker: Speaker, voice: Pick<VoiceSettings, 'language' | 'gender'>): boolean {
  if (voice.gender !== 'any' && speaker.gender !== voice.gender) return false;
  if (speaker.language === 'auto') return true;
  const wanted = voice.language.toLowerCase();
  const locale = speaker.locale.toLowerCase();
  return wanted.includes('-') ? locale === wanted : base(locale) === wanted;
}

/** The languages the catalogue offers for the voice tab: bare languages, then locales, sorted. */
export function speakerLanguages(speakers: readonly Speaker[]): string[] {
  const locales = new Set(speakers.filter((s) => s.language !== 'auto' && s.locale !== 'und').map((s) => s.locale));
  const bases = new Set([...locales].map(base));
  return [...[...bases].sort(), ...[...locales].sort()];
}
