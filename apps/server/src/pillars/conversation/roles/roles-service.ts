import {
  messageFor,
  ROLE_DEFAULTS,
  ROLE_PROMPT_MAX,
  type ChatStatus,
  type PromptGeneration,
  type PromptGenerationBody,
  type UiLanguage,
} from '@orator/shared';
import { RoleShareRepo } from './role-share-repo.ts';
import { RoleSharing } from './role-share.ts';
import type { z } from 'zod';
import type { Config } from '../../../kernel/config.ts';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError, notFound } from '../../../kernel/http/app-error.ts';
import { type LanguageModel } from '../../../kernel/ai/language-model.ts';
import { LanguageModelError } from '../../../kernel/ai/language-model.ts';
import type { QaService } from '../qa/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import { AnswerEngine, type AnswerProfile } from './answer-engine.ts';
import type { KnowledgeLookup } from './knowledge-lookup.ts';
import { promptWritingMessages, templatePrompt } from './prompt.ts';
import { RoleDocuments } from './role-documents.ts';
import { RoleRepo, type RoleRow } from './role-repo.ts';
import { toRole } from './mappers.ts';
import { RoleService } from './role-service.ts';
import { SensitiveWordsService } from './sensitive-words.ts';

/** Roles, their documents, the sensitive-word list, the answer engine and prompt generation. */
export class RolesService {
  readonly roles: RoleService;
  readonly documents: RoleDocuments;
  readonly sensitive: SensitiveWordsService;
  readonly engine: AnswerEngine;
  readonly sharing: RoleSharing;

  constructor(
    db: AppDb,
    private readonly config: Pick<Config, 'llm' | 'embeddings'>,
    private readonly qa: QaService,
    readonly knowledge: KnowledgeLookup,
    private readonly model: LanguageModel | null,
  ) {
    const repo = new RoleRepo(db);
    this.sensitive = new SensitiveWordsService(repo);
    this.roles = new RoleService(repo, qa, knowledge, this.sensitive);
    this.documents = new RoleDocuments(repo, knowledge);
    this.engine = new AnswerEngine(qa, knowledge, this.sensitive, model);
    this.sharing = new RoleSharing(new RoleShareRepo(db), repo, this.roles);
  }

  chatStatus(): ChatStatus {
    const embeddings = this.config.embeddings !== null; // the knowledge module adds a vector list then
    return this.config.llm ? { answerMode: 'llm', embeddings, model: this.config.llm.model } : { answerMode: 'extractive', embeddings };
  }

  /**
   * What a visitor is likely to ask this role: its common questions and the standard and similar
   * questions of the active items of its (still owned) Q&A libraries — a speech grammar's phrases.
   */
  async knownQuestions(owner: Owner, role: RoleRow): Promise<string[]> {
    const libraries = await this.qa.libraries.owned(owner, [...new Set(role.qaLibraryIds)]);
    const items = await this.qa.itemRepo.activeIn(libraries.map((library) => library.id));
    return [...role.commonQuestions, ...items.flatMap((item) => [item.standardQuestion, ...item.similarQuestions])];
  }

  /** The role's greeting per conversation language (a room greets in the visitor's language). */
  greetingsOf(role: RoleRow): Record<string, string> {
    return Object.fromEntries(toRole(role).languageTemplates.map((template) => [template.language, template.greeting]));
  }

  /** A stored role as the engine sees it: its linked bases plus its private base. */
  profileOf(role: RoleRow): AnswerProfile {
    return {
      prompt: role.prompt,
      customParameters: role.customParameters as AnswerProfile['customParameters'],
      historyTurns: role.historyTurns,
      maxReplyLength: role.maxReplyLength,
      temperature: role.temperature,
      fallbackPhrase: role.fallbackPhrase,
      sensitivePhrase: role.sensitivePhrase,
      answerPrefix: role.answerPrefix,
      baseIds: role.privateBaseId ? [...role.knowledgeBaseIds, role.privateBaseId] : role.knowledgeBaseIds,
      qaLibraryIds: role.qaLibraryIds,
      commonQuestions: role.commonQuestions,
    };
  }

  /** The knowledge base's AI test: the given bases (each must be the caller's), default phrases in the caller's language. */
  async aiTestProfile(owner: Owner, baseIds: readonly string[], language: UiLanguage): Promise<AnswerProfile> {
    const exists = await Promise.all(baseIds.map((baseId) => this.knowledge.baseExists(owner, baseId)));
    if (exists.some((found) => !found)) throw notFound();
    return {
      prompt: '',
      customParameters: [],
      historyTurns: 0,
      maxReplyLength: ROLE_DEFAULTS.maxReplyLength,
      temperature: ROLE_DEFAULTS.temperature,
      fallbackPhrase: messageFor('answerFallbackDefault', language),
      sensitivePhrase: messageFor('answerSensitiveDefault', language),
      answerPrefix: '',
      baseIds,
      qaLibraryIds: [],
    };
  }

  /** promptGeneration: written by the model when configured, else assembled from the fields (mode 'template'). */
  async generatePrompt(owner: Owner, body: z.output<typeof PromptGenerationBody>): Promise<PromptGeneration> {
    const stored = body.roleId ? await this.roles.require(owner, body.roleId) : null;
    const subject = {
      name: body.name ?? stored?.name ?? '',
      description: body.description ?? stored?.description ?? '',
      instructions: body.instructions ?? '',
    };
    if (!this.model) return { prompt: templatePrompt(subject), mode: 'template' };
    try {
      const prompt = await this.model.complete({ messages: promptWritingMessages(subject), temperature: 0.7, maxTokens: 1200 });
      if (!prompt.trim()) throw new LanguageModelError('empty prompt');
      return { prompt: prompt.trim().slice(0, ROLE_PROMPT_MAX), mode: 'llm' };
    } catch (error) {
      if (error instanceof LanguageModelError) throw new AppError('languageModelFailed', 502);
      throw error;
    }
  }
}
