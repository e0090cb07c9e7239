import crypto from 'node:crypto';
import {
  ContentBody,
  localTextOf,
  type AdminContent,
  type AdminContentPage,
  type ContentKind,
  type PublicContent,
  type PublicContentPage,
  type UiLanguage,
} from '@orator/shared';
import type { z } from 'zod';
import type { AppDb } from '../../../kernel/db/client.ts';
import { conflict, notFound } from '../../../kernel/http/app-error.ts';
import { recordAudit } from '../../../kernel/ledger/audit-repo.ts';
import { isUniqueViolation, type Queryable } from '../../../kernel/db/queryable.ts';
import { ContentCache, type CachedAnswer } from './content-cache.ts';
import { checkCoverObject, coverImageUrl, openCover, type CoverStorage } from './content-covers.ts';
import {
  countItems,
  coverUsers,
  deleteItem,
  insertItem,
  insertSeed,
  itemById,
  lockById,
  pageOfAll,
  pageOfPublished,
  publishedBySlug,
  updateCover,
  updateItem,
  type ContentRow,
  type ContentValues,
} from './content-repo.ts';
import { SEED_CONTENT } from './seed/index.ts';

type ParsedBody = z.output<typeof ContentBody>;

function valuesOf(body: ParsedBody): ContentValues {
  return {
    kind: body.kind,
    category: body.category,
    slug: body.slug,
    published: body.published,
    sortOrder: body.order,
    coverUrl: body.coverUrl,
    link: body.link,
    texts: body.texts,
  };
}

function adminView(row: ContentRow): AdminContent {
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    category: row.category,
    slug: row.slug,
    published: row.published,
    order: row.sortOrder,
    coverUrl: row.coverUrl,
    link: row.link,
    texts: row.texts,
    coverImage: coverImageUrl(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function publicView(row: ContentRow, language: UiLanguage): PublicContent {
  const text = localTextOf(row.texts, language);
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    category: row.category,
    slug: row.slug,
    order: row.sortOrder,
    // An uploaded cover wins over a typed-in address.
    coverUrl: coverImageUrl(row) ?? row.coverUrl,
    link: row.link,
    title: text.title,
    summary: text.summary,
    body: text.body,
    language: text.language,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit keeps of an item: enough to see what changed without every language's body. */
function auditView(row: ContentRow): Record<string, unknown> {
  return {
    kind: row.kind,
    category: row.category,
    slug: row.slug,
    published: row.published,
    order: row.sortOrder,
    title: row.texts.en.title,
    cover: row.coverKey,
  };
}

/**
 * The public site's content (issue 15 §3). Visitors read published items through a cache that
 * every operator write clears; operators' writes are audited in the transaction that makes them.
 */
export class ContentService {
  readonly cache = new ContentCache();

  constructor(
    private readonly db: AppDb,
    private readonly storage: CoverStorage,
    private readonly now: () => Date = () => new Date(),
  ) {}

  publicPage(
    kind: ContentKind,
    category: string | undefined,
    language: UiLanguage,
    page: number,
    size: number,
  ): Promise<CachedAnswer<PublicContentPage>> {
    return this.cache.get(`list|${kind}|${category ?? '*'}|${language}|${page}|${size}`, async () => {
      const { rows, total } = await pageOfPublished(this.db, kind, category, page, size);
      return { items: rows.map((row) => publicView(row, language)), total, page, size };
    });
  }

  async publicItem(kind: ContentKind, slug: string, language: UiLanguage): Promise<CachedAnswer<PublicContent>> {
    const answer = await this.cache.get(`item|${kind}|${slug}|${language}`, async () => {
      const row = await publishedBySlug(this.db, kind, slug);
      return row ? publicView(row, language) : null;
    });
    if (!answer.data) throw notFound();
    return answer as CachedAnswer<PublicContent>;
  }

  async adminPage(kind: ContentKind | undefined, page: number, size: number): Promise<AdminContentPage> {
    const { rows, total } = await pageOfAll(this.db, kind, page, size);
    return { items: rows.map(adminView), total, page, size };
  }

  async create(operatorId: string, body: ParsedBody): Promise<AdminContent> {
    const row = await this.writing(() =>
      this.db.transaction(async (tx) => {
        const created = await insertItem(tx, crypto.randomUUID(), valuesOf(body), this.now());
        await recordAudit(tx, {
          operatorId,
          action: 'contentCreated',
          targetKind: 'content',
          targetId: created.id,
          before: {},
          after: auditView(created),
        });
        return created;
      }),
    );
    return adminView(row);
  }

  async update(operatorId: string, id: string, body: ParsedBody): Promise<AdminContent> {
    const { after } = await this.changeItem(operatorId, id, (tx, before) => {
      const now = this.now();
      // Published once, an item keeps its first publication date (news are dated by it).
      const publishedAt = body.published ? (before.publishedAt ?? now) : before.publishedAt;
      return updateItem(tx, id, valuesOf(body), publishedAt, now);
    });
    return adminView(after);
  }

  async remove(operatorId: string, id: string): Promise<{ deleted: true }> {
    const removed = await this.writing(() =>
      this.db.transaction(async (tx) => {
        const before = await lockById(tx, id);
        if (!before || !(await deleteItem(tx, id))) throw notFound();
        await recordAudit(tx, {
          operatorId,
          action: 'contentDeleted',
          targetKind: 'content',
          targetId: id,
          before: auditView(before),
          after: {},
        });
        return before;
      }),
    );
    await this.dropCoverFile(removed);
    return { deleted: true };
  }

  /**
   * The operator's uploaded image (CONTENT_COVER_FOLDER of their files) becomes the item's cover;
   * the cover it replaces is deleted from its uploader's files unless another item still shows it.
   */
  async setCover(operatorId: string, id: string, relativeKey: string): Promise<AdminContent> {
    const object = await checkCoverObject(this.storage, operatorId, relativeKey);
    return this.changeCover(operatorId, id, { ownerId: operatorId, key: object.key });
  }

  async removeCover(operatorId: string, id: string): Promise<AdminContent> {
    return this.changeCover(operatorId, id, null);
  }

  /** The cover image by its address (public: published or not, the address is only shown to operators until it is). */
  async cover(id: string, fileName: string) {
    return openCover(this.storage, await itemById(this.db, id), fileName);
  }

  private async changeCover(operatorId: string, id: string, cover: { ownerId: string; key: string } | null): Promise<AdminContent> {
    const { before, after } = await this.changeItem(operatorId, id, (tx) => updateCover(tx, id, cover, this.now()));
    if (before.coverKey !== after.coverKey) await this.dropCoverFile(before);
    return adminView(after);
  }

  /** Locks the item, applies `change` and audits it as contentUpdated, in one transaction; 404 when it is gone. */
  private changeItem(operatorId: string, id: string, change: (tx: Queryable, before: ContentRow) => Promise<ContentRow>) {
    return this.writing(() =>
      this.db.transaction(async (tx) => {
        const before = await lockById(tx, id);
        if (!before) throw notFound();
        const after = await change(tx, before);
        await recordAudit(tx, {
          operatorId,
          action: 'contentUpdated',
          targetKind: 'content',
          targetId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return { before, after };
      }),
    );
  }

  /** Deletes a former cover's file, unless another item still uses it; a failure leaves a stray file, logged, not a failed request. */
  private async dropCoverFile(row: ContentRow): Promise<void> {
    if (!row.coverKey || !row.coverOwnerId) return;
    try {
      if ((await coverUsers(this.db, row.coverOwnerId, row.coverKey)) > 0) return;
      await this.storage.deleteObject(row.coverOwnerId, row.coverKey);
    } catch (error) {
      console.warn('[content] a former cover file was not deleted', row.coverKey, error);
    }
  }

  /** Start-up content when the site has none at all (so a site whose operators deleted every item gets it back at its next start). */
  async ensureSeeded(): Promise<void> {
    if ((await countItems(this.db)) > 0) return;
    await insertSeed(
      this.db,
      SEED_CONTENT.map((item) => ({ id: crypto.randomUUID(), ...valuesOf(ContentBody.parse(item)) })),
      this.now(),
    );
    this.cache.clear();
  }

  /** A write, then the cache cleared (also when it failed: nothing stale can survive a write). */
  private async writing<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('contentSlugTaken');
      throw error;
    } finally {
      this.cache.clear();
    }
  }
}
