import crypto from 'node:crypto';
import type { QaItemQuery, QaItemSaveBody } from '@orator/shared';
import { messageFor, type Page, type QaAction, type QaImportResult, type QaItem, type QaItemStatus, type UiLanguage } from '@orator/shared';
import type { z } from 'zod';
import { badRequest, notFound } from '../../../kernel/http/app-error.ts';
import type { ItemRepo, NewItem } from './item-repo.ts';
import { parseImportRow } from './import-rules.ts';
import type { LibraryService } from './library-service.ts';
import { toItem } from './mappers.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import { exportWorkbook, QA_IMPORT_MAX_ROWS, readImportRows } from './qa-xlsx.ts';
import type { VoiceReplies } from './voice-replies.ts';

const INSERT_BATCH = 500;

/** Q&A items: CRUD with the §5 rules, paging with filters, xlsx import and export. */
export class ItemService {
  constructor(
    private readonly repo: ItemRepo,
    private readonly libraries: LibraryService,
    private readonly voices: VoiceReplies,
  ) {}

  async page(owner: Owner, query: z.output<typeof QaItemQuery>): Promise<Page<QaItem>> {
    await this.libraries.require(owner, query.libraryId);
    const { rows, total } = await this.repo.page(query.libraryId, query, query.page, query.size);
    return { items: rows.map(toItem), total, page: query.page, size: query.size };
  }

  async get(owner: Owner, id: string): Promise<QaItem> {
    const row = await this.repo.findOwned(owner, id);
    if (!row) throw notFound();
    return toItem(row);
  }

  async save(owner: Owner, body: z.output<typeof QaItemSaveBody>, classifyName?: string): Promise<QaItem> {
    const library = await this.libraries.require(owner, body.libraryId);
    if (!library.languages.includes(body.language)) throw badRequest('qaLanguageNotInLibrary');
    if (body.id) {
      const existing = await this.repo.findOwned(owner, body.id);
      if (!existing || existing.libraryId !== body.libraryId) throw notFound();
    }
    await this.checkActions(owner, body.answer.actions);
    const category = await this.libraries.categoryFor(body.libraryId, body.categoryId || undefined, classifyName || undefined);
    const values = {
      categoryId: category.id,
      standardQuestion: body.standardQuestion,
      similarQuestions: body.similarQuestions.filter((q) => q !== body.standardQuestion),
      answerText: body.answer.text,
      actions: body.answer.actions,
      status: body.status,
      language: body.language,
    };
    const id = body.id ?? crypto.randomUUID();
    if (body.id) await this.repo.update(id, values);
    else await this.repo.insertMany([{ id, libraryId: body.libraryId, ...values }]);
    return this.get(owner, id);
  }

  async setStatus(owner: Owner, id: string, status: QaItemStatus): Promise<QaItem> {
    await this.get(owner, id);
    await this.repo.update(id, { status });
    return this.get(owner, id);
  }

  async delete(owner: Owner, id: string): Promise<void> {
    await this.get(owner, id);
    await this.repo.delete(id);
  }

  /** Voice actions must name a WAV or MP3 reply the caller uploaded (QA_PATHS.questionVoiceUpload). */
  private async checkActions(owner: Owner, actions: readonly QaAction[]): Promise<void> {
    for (const action of actions) if (action.type === 'voice') await this.voices.requireOwn(owner.ownerId, action.audioKey);
  }

  /**
   * Imports the rows of an xlsx file: each valid row becomes an item (its category created when
   * new), each invalid row is reported with its sheet row number; nothing valid is lost to a bad row.
   */
  async importFile(owner: Owner, libraryId: string, file: string, language: UiLanguage): Promise<QaImportResult> {
    const library = await this.libraries.require(owner, libraryId);
    const { rows, overflow } = await readImportRows(file);
    const rowErrors: QaImportResult['rowErrors'] = [];
    const items: NewItem[] = [];
    const categoryIds = new Map<string, string>();
    let createdCategories = 0;
    for (const { row, cells } of rows) {
      const outcome = parseImportRow(cells, library.languages);
      if (outcome.ok === 'empty') continue;
      if (!outcome.ok) {
        rowErrors.push({ row, message: messageFor(outcome.key, language) });
        continue;
      }
      const { categoryName, answerText, ...rest } = outcome.row;
      let categoryId = categoryIds.get(categoryName);
      if (!categoryId) {
        const ensured = await this.libraries.ensureCategory(libraryId, categoryName);
        if (ensured.created) createdCategories += 1;
        categoryId = ensured.row.id;
        categoryIds.set(categoryName, categoryId);
      }
      items.push({ id: crypto.randomUUID(), libraryId, categoryId, answerText, actions: [], ...rest });
    }
    if (overflow !== null)
      rowErrors.push({ row: overflow, message: messageFor('qaImportTooManyRows', language, { max: QA_IMPORT_MAX_ROWS }) });
    if (items.length === 0 && rowErrors.length === 0) throw badRequest('qaImportEmpty');
    for (let i = 0; i < items.length; i += INSERT_BATCH) await this.repo.insertMany(items.slice(i, i + INSERT_BATCH));
    return { imported: items.length, createdCategories, rowErrors };
  }

  async exportFile(owner: Owner, libraryId: string, language: UiLanguage): Promise<{ name: string; bytes: Buffer }> {
    const library = await this.libraries.require(owner, libraryId);
    const items = (await this.repo.all(libraryId)).map(toItem);
    return { name: library.name, bytes: await exportWorkbook(items, language) };
  }

  /** Items generated from a knowledge base go in through here (generation). */
  insertGenerated(values: NewItem[]): Promise<void> {
    return this.repo.insertMany(values);
  }
}
