/**
 * Translating a video made in Orator from its own script (issue 26 item 3; product-rules#video-dub):
 * the words the user wrote are translated, not what a recogniser heard, and the result is a new
 * page project in the target language that opens in the editor for review before export. Each
 * page's script, titles and text boxes are translated; each page speaks with a voice of the
 * target language of the same gender as before.
 */
import { z } from 'zod';
import type { ProjectDocument } from '../api/video.ts';
import { TRANSLATION_LANGUAGE_CODES } from './translate.ts';

export const PROJECT_TRANSLATION_PATHS = {
  /** GET -> ProjectTranslationOptions: the project's language and where it can go here */
  options: (projectId: string) => `/manprocess/video/project/${encodeURIComponent(projectId)}/translation`,
  /** POST ProjectTranslationBody -> ProjectTranslationResult (the new draft, named "<name> (<language>)") */
  translate: (projectId: string) => `/manprocess/video/project/${encodeURIComponent(projectId)}/translate`,
} as const;

export const ProjectTranslationBody = z.object({ targetLanguage: z.enum(TRANSLATION_LANGUAGE_CODES) });

export const ProjectTranslationResult = z.object({ projectId: z.string(), projectName: z.string(), projectType: z.string() });
export type ProjectTranslationResult = z.output<typeof ProjectTranslationResult>;

export const ProjectTranslationOptions = z.object({
  /** The language the project's voices speak (its first spoken page's voice). */
  sourceLanguage: z.string(),
  targets: z.array(
    z.object({
      code: z.string(),
      /** offline: Apertium, word by word (pivot: through that language); remote: the configured server or model. */
      engine: z.enum(['offline', 'remote']),
      pivot: z.string().nullable(),
    }),
  ),
});
export type ProjectTranslationOptions = z.output<typeof ProjectTranslationOptions>;

/** Where a translatable text sits in the document. */
export interface TextSlot {
  page: number;
  element: number;
}

const TRANSLATED_TYPES = new Set(['dubbing', 'title', 'text']);

/** The document's texts to translate (non-empty scripts, titles and text boxes), page by page. */
export function translatableTexts(document: ProjectDocument): { slots: TextSlot[]; texts: string[] } {
  const slots: TextSlot[] = [];
  const texts: string[] = [];
  document.ppts.forEach((page, pageIndex) =>
    page.elements.forEach((element, elementIndex) => {
      if (!TRANSLATED_TYPES.has(element.type) || !('text' in element) || !element.text.trim()) return;
      slots.push({ page: pageIndex, element: elementIndex });
      texts.push(element.text);
    }),
  );
  return { slots, texts };
}

/** The voice ids the pages speak with, in page order (pages without a script are left out). */
export function scriptVoiceIds(document: ProjectDocument): string[] {
  return document.ppts.flatMap((page) =>
    page.elements.flatMap((element) => (element.type === 'dubbing' && element.text.trim() && element.voiceId ? [element.voiceId] : [])),
  );
}

/**
 * The document with `translations` put where `slots` point, every page's voice replaced by
 * `voiceFor(oldVoiceId)` and uploaded page audio dropped (it speaks the old language).
 */
export function translatedDocument(
  document: ProjectDocument,
  slots: readonly TextSlot[],
  translations: readonly string[],
  voiceFor: (voiceId: string | undefined) => string | undefined,
): ProjectDocument {
  const textAt = new Map(slots.map((slot, index) => [`${slot.page}:${slot.element}`, translations[index]]));
  return {
    ...document,
    ppts: document.ppts.map((page, pageIndex) => ({
      ...page,
      elements: page.elements.map((element, elementIndex) => {
        const text = textAt.get(`${pageIndex}:${elementIndex}`);
        const withText = text !== undefined && 'text' in element ? { ...element, text } : element;
        if (withText.type !== 'dubbing') return withText;
        const { customAudioUrl: _spokenInTheOldLanguage, ...dubbing } = withText;
        return { ...dubbing, voiceId: voiceFor(withText.voiceId) };
      }),
    })),
  };
}
