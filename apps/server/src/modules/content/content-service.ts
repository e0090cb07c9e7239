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
import type { AppDb } from '../../db/client.ts';
import { conflict, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../member/index.ts';
import { isUniqueViolation } from '../storage/db-types.ts';
import { ContentCache, type CachedAnswer } from './content-cache.ts';
import {
  countItems,
  deleteItem,
  insertItem,
  insertSeed,
  lockById,
  pageOfAll,
  pageOfPublished,
  publishedBySlug,
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
    coverUrl: row.coverUrl,
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
    const row = await this.writing(() =>
      this.db.transaction(async (tx) => {
        const before = await lockById(tx, id);
        if (!before) throw notFound();
        const now = this.now();
        // Published once, an item keeps its first publication date (news are dated by it).
        const publishedAt = body.published ? (before.publishedAt ?? now) : before.publishedAt;
        const after = await updateItem(tx, id, valuesOf(body), publishedAt, now);
        await recordAudit(tx, {
          operatorId,
          action: 'contentUpdated',
          targetKind: 'content',
          targetId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return after;
      }),
    );
    return adminView(row);
  }

  async remove(operatorId: string, id: string): Promise<{ deleted: true }> {
    await this.writing(() =>
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
      }),
    );
    return { deleted: true };
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
