import crypto from 'node:crypto';
import { deriveQuestions } from '@orator/knowledge';
import type { QaGenerateQuery, QaGenerationInfo, QaGenerationMode, QaGenerationResult, QaItem, QaLanguage } from '@orator/shared';
import { QA_ANSWER_MAX, QA_NAME_MAX, QA_QUESTION_MAX } from '@orator/shared';
import type { z } from 'zod';
import { AppError, badRequest, notFound } from '../../../kernel/http/app-error.ts';
import { type LanguageModel } from '../../../kernel/ai/language-model.ts';
import { LanguageModelError } from '../../../kernel/ai/language-model.ts';
import { toItem } from './mappers.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { ItemRepo } from './item-repo.ts';
import type { ItemService } from './item-service.ts';
import type { LibraryService } from './library-service.ts';

/** The parts of the question bank generation writes to (the QaService that owns it). */
export interface QaBank {
  libraries: LibraryService;
  items: ItemService;
  itemRepo: ItemRepo;
}

/** What generation reads of a knowledge base (the knowledge module's service provides it). */
export interface GenerationSource {
  baseExists(owner: Owner, baseId: string): Promise<boolean>;
  baseName(owner: Owner, baseId: string): Promise<string | null>;
  segmentSample(owner: Owner, baseId: string, limit: number): Promise<Array<{ title: string | null; text: string; documentName: string }>>;
}

/** Segments read from a base per generation; the model sees at most MODEL_INPUT_CHARS of them. */
const SAMPLE_SEGMENTS = 300;
const MODEL_INPUT_CHARS = 12_000;
const QUESTION_LIST_MAX = 200;

type Pair = { question: string; answer: string };

/** The item language: the library's Chinese for Han text, else English, else its first language. */
function languageFor(text: string, languages: readonly string[]): QaLanguage {
  const han = /\p{Script=Han}/u.test(text);
  const preferred = han ? ['zhchs', 'zhcht-TW'] : ['en'];
  return (preferred.find((code) => languages.includes(code)) ?? languages[0] ?? 'en') as QaLanguage;
}

/** The model's reply as pairs: the first JSON array in it, entries without both texts dropped. */
export function parsePairs(reply: string): Pair[] {
  const start = reply.indexOf('[');
  const end = reply.lastIndexOf(']');
  if (start < 0 || end <= start) throw new LanguageModelError('no JSON array in the reply');
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.slice(start, end + 1));
  } catch (error) {
    throw new LanguageModelError('malformed JSON in the reply', { cause: error });
  }
  if (!Array.isArray(parsed)) throw new LanguageModelError('the reply is not a list');
  return parsed.flatMap((entry: unknown) => {
    const { question, answer } = (entry ?? {}) as Record<string, unknown>;
    return typeof question === 'string' && typeof answer === 'string' && question.trim() && answer.trim()
      ? [{ question: question.trim(), answer: answer.trim() }]
      : [];
  });
}

/**
 * Q&A generation from a knowledge base (QA_PATHS.generate, queryExistsIntelligent,
 * queryQuestionInfoByLibId): the language model writes the pairs when configured, else they are
 * derived offline from headings and definition sentences. Items go into a category named after the base.
 */
export class QaGeneration {
  constructor(
    private readonly qa: QaBank,
    private readonly source: GenerationSource,
    private readonly model: LanguageModel | null,
  ) {}

  async generate(owner: Owner, query: z.output<typeof QaGenerateQuery>): Promise<QaGenerationResult> {
    if (!(await this.source.baseExists(owner, query.libId))) throw notFound();
    const library = await this.qa.libraries.require(owner, query.qaLibraryId);
    const segments = await this.source.segmentSample(owner, query.libId, SAMPLE_SEGMENTS);
    if (segments.length === 0) throw badRequest('knowledgeBaseNoText');
    const mode: QaGenerationMode = this.model ? 'llm' : 'offline';
    const pairs = (this.model ? await this.modelPairs(this.model, segments, query.count) : deriveQuestions(segments, query.count)).slice(
      0,
      query.count,
    );
    const baseName = (await this.source.baseName(owner, query.libId)) ?? segments[0]?.documentName ?? query.libId;
    const category = await this.qa.libraries.ensureCategory(library.id, [...baseName].slice(0, QA_NAME_MAX).join(''));
    const ids = pairs.map(() => crypto.randomUUID());
    await this.qa.items.insertGenerated(
      pairs.map((pair, index) => ({
        id: ids[index] as string,
        libraryId: library.id,
        categoryId: category.row.id,
        standardQuestion: [...pair.question].slice(0, QA_QUESTION_MAX).join(''),
        similarQuestions: [],
        answerText: [...pair.answer].slice(0, QA_ANSWER_MAX).join(''),
        actions: [],
        status: 'active',
        language: languageFor(`${pair.question}${pair.answer}`, library.languages),
        sourceBaseId: query.libId,
      })),
    );
    await this.qa.itemRepo.recordGeneration({
      id: crypto.randomUUID(),
      ownerId: owner.ownerId,
      tenantId: owner.tenantId,
      baseId: query.libId,
      qaLibraryId: library.id,
      mode,
      questionCount: pairs.length,
    });
    const stored = new Map((await this.qa.itemRepo.byIds(ids)).map((row) => [row.id, toItem(row)]));
    const items = ids.flatMap((id) => stored.get(id) ?? []);
    return { mode, generated: items.length, items };
  }

  private async modelPairs(model: LanguageModel, segments: Array<{ title: string | null; text: string }>, count: number): Promise<Pair[]> {
    let material = '';
    for (const segment of segments) {
      const block = `${segment.title ? `## ${segment.title}\n` : ''}${segment.text}\n\n`;
      if (material.length + block.length > MODEL_INPUT_CHARS) break;
      material += block;
    }
    try {
      const reply = await model.complete({
        messages: [
          {
            role: 'system',
            content:
              `Write ${count} question and answer pairs a visitor might ask about the material, in the material's language. ` +
              'Answers must come from the material. Reply with a JSON array only: [{"question": "...", "answer": "..."}].',
          },
          { role: 'user', content: material },
        ],
        temperature: 0.3,
        maxTokens: Math.min(8192, 300 * count),
      });
      return parsePairs(reply);
    } catch (error) {
      if (error instanceof LanguageModelError) throw new AppError('generationFailed', 502);
      throw error;
    }
  }

  async info(owner: Owner, baseId: string): Promise<QaGenerationInfo> {
    const [latest, questionCount] = await Promise.all([
      this.qa.itemRepo.latestGeneration(owner, baseId),
      this.qa.itemRepo.countGeneratedFrom(owner, baseId),
    ]);
    return {
      exists: latest !== undefined,
      qaLibraryId: latest?.qaLibraryId ?? null,
      mode: (latest?.mode as QaGenerationMode | undefined) ?? null,
      questionCount,
      generatedAt: latest?.createdAt.toISOString() ?? null,
    };
  }

  async questions(owner: Owner, baseId: string): Promise<QaItem[]> {
    return (await this.qa.itemRepo.generatedFrom(owner, baseId, QUESTION_LIST_MAX)).map(toItem);
  }
}
