import crypto from 'node:crypto';
import type { QaCategorySaveBody, QaLibraryQuery, QaLibrarySaveBody } from '@orator/shared';
import { type Page, type QaCategory, type QaLanguage, type QaLibrary } from '@orator/shared';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../../kernel/http/app-error.ts';
import { isUniqueViolation } from '../../../kernel/db/queryable.ts';
import type { CategoryRow, LibraryRepo, LibraryWithCounts } from './library-repo.ts';
import { toCategory, toLibrary } from './mappers.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';

/** Q&A libraries and their categories (spec §5: name and language required, no duplicate language). */
export class LibraryService {
  constructor(private readonly repo: LibraryRepo) {}

  async page(owner: Owner, query: z.output<typeof QaLibraryQuery>): Promise<Page<QaLibrary>> {
    const { rows, total } = await this.repo.page(owner, query.keyword, query.page, query.size);
    return { items: rows.map(toLibrary), total, page: query.page, size: query.size };
  }

  /** The caller's library, or 404 (also for another user's or workspace's). */
  async require(owner: Owner, id: string): Promise<LibraryWithCounts> {
    const library = await this.repo.find(owner, id);
    if (!library) throw notFound();
    return library;
  }

  async get(owner: Owner, id: string): Promise<QaLibrary> {
    return toLibrary(await this.require(owner, id));
  }

  async save(owner: Owner, body: z.output<typeof QaLibrarySaveBody>): Promise<QaLibrary> {
    if (new Set(body.languages).size !== body.languages.length) throw badRequest('qaLanguageExists');
    const values = { name: body.name, languages: body.languages, matchThreshold: body.matchThreshold, answerDirectly: body.answerDirectly };
    if (body.id) {
      if (!(await this.repo.update(owner, body.id, values))) throw notFound();
      return this.get(owner, body.id);
    }
    const id = crypto.randomUUID();
    await this.repo.insert({ id, ownerId: owner.ownerId, tenantId: owner.tenantId, ...values });
    return this.get(owner, id);
  }

  async delete(owner: Owner, id: string): Promise<void> {
    if (!(await this.repo.delete(owner, id))) throw notFound();
  }

  async addLanguage(owner: Owner, libraryId: string, language: QaLanguage): Promise<QaLibrary> {
    if (!(await this.repo.addLanguage(owner, libraryId, language))) {
      await this.require(owner, libraryId); // 404 when it is not the caller's
      throw badRequest('qaLanguageExists');
    }
    return this.get(owner, libraryId);
  }

  // ---------------------------------------------------------------- categories

  async categories(owner: Owner, libraryId: string): Promise<QaCategory[]> {
    await this.require(owner, libraryId);
    return (await this.repo.categories(libraryId)).map(toCategory);
  }

  async saveCategory(owner: Owner, body: z.output<typeof QaCategorySaveBody>): Promise<QaCategory> {
    await this.require(owner, body.libraryId);
    try {
      if (body.id) {
        if (!(await this.repo.category(body.libraryId, body.id))) throw notFound();
        await this.repo.renameCategory(body.id, body.name);
      } else {
        await this.repo.insertCategory({ id: crypto.randomUUID(), libraryId: body.libraryId, name: body.name });
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('qaCategoryExists');
      throw error;
    }
    const saved = (await this.repo.categories(body.libraryId)).find((c) => c.name === body.name);
    if (!saved) throw notFound();
    return toCategory(saved);
  }

  /** A category still holding questions is refused (every item keeps a category, spec §5). */
  async deleteCategory(owner: Owner, id: string): Promise<void> {
    const category = await this.repo.ownedCategory(owner, id);
    if (!category) throw notFound();
    let deleted: boolean;
    try {
      deleted = await this.repo.deleteEmptyCategory(id);
    } catch (error) {
      // An item inserted between the check and the delete trips the restricting foreign key.
      if (isForeignKeyViolation(error)) throw badRequest('qaCategoryHasItems');
      throw error;
    }
    if (!deleted) throw badRequest('qaCategoryHasItems');
  }

  /** The category an item goes into: by name (created when missing) or by id within the library. */
  async categoryFor(libraryId: string, categoryId: string | undefined, categoryName: string | undefined): Promise<CategoryRow> {
    if (categoryName) return (await this.repo.ensureCategory(libraryId, categoryName, crypto.randomUUID())).row;
    if (!categoryId) throw badRequest('qaCategoryRequired');
    const category = await this.repo.category(libraryId, categoryId);
    if (!category) throw badRequest('qaCategoryRequired');
    return category;
  }

  ensureCategory(libraryId: string, name: string): Promise<{ row: CategoryRow; created: boolean }> {
    return this.repo.ensureCategory(libraryId, name, crypto.randomUUID());
  }

  /** The caller's libraries among ids (unknown and foreign ones left out). */
  owned(owner: Owner, ids: string[]) {
    return this.repo.findMany(owner, ids);
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
