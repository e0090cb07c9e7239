/**
 * A video made in Orator translated from its own script (issue 26 item 3): the user's words go
 * through the machine translator (Apertium offline, MT_BASE_URL or the language model) and come
 * back as a new page project in the target language, voiced by a voice of that language of
 * the same gender, which opens in the editor for review before it is exported.
 */
import { defaultVoiceForFace, isPageKind, ProjectDocument, projectKindSchema, type UiLanguage } from '@orator/shared';
import {
  scriptVoiceIds,
  translatableTexts,
  translatedDocument,
  TRANSLATION_LANGUAGES,
  type ProjectTranslationOptions,
} from '@orator/shared/wizards';
import type { SpeechService } from '@orator/speech';
import { AppError } from '../../../../kernel/http/app-error.ts';
import type { Owner } from '../../../../kernel/tenancy/owner.ts';
import type { ProjectRow, ProjectService } from '../../video/index.ts';

/** A stored document, parsed again (rows written by older code get today's defaults). */
const documentOf = (row: ProjectRow): ProjectDocument => ProjectDocument.parse(row.document);
import { TranslationError, type MachineTranslator } from './translator.ts';

export interface ProjectTranslationDeps {
  projects: ProjectService;
  translator: MachineTranslator;
  speech: SpeechService;
  voiceLanguageFor: (owner: Owner, voiceId: string) => Promise<string | undefined>;
}

function labelOf(code: string, language: UiLanguage): string {
  return TRANSLATION_LANGUAGES.find((l) => l.code === code)?.labels[language] ?? code;
}

export class ProjectTranslationService {
  constructor(private readonly deps: ProjectTranslationDeps) {}

  /** The project's page document, refused when it has no script of its own to translate. */
  private async translatable(owner: Owner, projectId: string): Promise<{ row: ProjectRow; sourceLanguage: string }> {
    const row = await this.deps.projects.get(owner, projectId);
    const document = documentOf(row);
    if (document.driveMode === 'audio') throw new AppError('projectTranslationAudioDriven', 400);
    const [firstVoice] = scriptVoiceIds(document);
    const kind = projectKindSchema.safeParse(row.projectType);
    if (!kind.success || !isPageKind(kind.data) || translatableTexts(document).texts.length === 0 || !firstVoice)
      throw new AppError('projectTranslationEmpty', 400);
    const sourceLanguage = (await this.deps.voiceLanguageFor(owner, firstVoice)) ?? 'en';
    return { row, sourceLanguage };
  }

  async options(owner: Owner, projectId: string): Promise<ProjectTranslationOptions> {
    const { sourceLanguage } = await this.translatable(owner, projectId);
    return {
      sourceLanguage,
      targets: TRANSLATION_LANGUAGES.flatMap(({ code }) => {
        const route = code === sourceLanguage ? null : this.deps.translator.route(sourceLanguage, code);
        if (!route || this.deps.speech.voicesFor(code).length === 0) return [];
        return [{ code, engine: route.engine, pivot: route.engine === 'offline' ? route.pivot : null }];
      }),
    };
  }

  async translate(owner: Owner, projectId: string, targetLanguage: string, language: UiLanguage): Promise<ProjectRow> {
    const { row, sourceLanguage } = await this.translatable(owner, projectId);
    if (targetLanguage === sourceLanguage)
      throw new AppError('projectTranslationSameLanguage', 400, { language: labelOf(targetLanguage, language) });
    if (!this.deps.translator.route(sourceLanguage, targetLanguage))
      throw new AppError('translationPairUnavailable', 400, {
        source: labelOf(sourceLanguage, language),
        target: labelOf(targetLanguage, language),
      });
    const targetVoices = this.deps.speech.voicesFor(targetLanguage);
    if (targetVoices.length === 0) throw new AppError('translationVoiceUnavailable', 400, { language: labelOf(targetLanguage, language) });

    const document = documentOf(row);
    const { slots, texts } = translatableTexts(document);
    let translations: string[];
    try {
      translations = await this.deps.translator.translate(texts, sourceLanguage, targetLanguage);
    } catch (error) {
      if (error instanceof TranslationError) throw new AppError('translationFailed', 502, { reason: error.message });
      throw error;
    }
    // Each page keeps its speaker's gender in the new language.
    const sourceVoices = this.deps.speech.voicesFor(sourceLanguage);
    const voiceFor = (voiceId: string | undefined): string | undefined => {
      const gender = sourceVoices.find((voice) => voice.id === voiceId)?.gender;
      return defaultVoiceForFace(targetLanguage, targetVoices, gender)?.id;
    };
    return this.deps.projects.derive(owner, row, {
      projectName: `${row.projectName} (${labelOf(targetLanguage, language)})`.slice(0, 200),
      document: translatedDocument(document, slots, translations, voiceFor),
    });
  }
}
