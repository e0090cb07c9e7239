import crypto from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { knowledgeBases, knowledgeDocuments, knowledgeSegments } from '../../../kernel/db/schema/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { Tx } from '../../../kernel/db/queryable.ts';
import { ownedBase } from './base-repo.ts';
import { rowsOf } from '../../../kernel/db/queryable.ts';

export type SegmentRow = Omit<typeof knowledgeSegments.$inferSelect, 'searchVector'>;

/** A segment to store: `terms` is indexText(title + text), turned into the tsvector in SQL. */
export interface SegmentInsert {
  position: number;
  title: string | null;
  text: string;
  characterCount: number;
  terms: string;
}

/** One candidate of a retrieval list, with what the hit shows. */
export interface SegmentCandidate {
  id: string;
  documentId: string;
  documentName: string;
  title: string | null;
  text: string;
  score: number;
}

const columns = {
  id: knowledgeSegments.id,
  documentId: knowledgeSegments.documentId,
  baseId: knowledgeSegments.baseId,
  position: knowledgeSegments.position,
  title: knowledgeSegments.title,
  text: knowledgeSegments.text,
  enabled: knowledgeSegments.enabled,
  characterCount: knowledgeSegments.characterCount,
};
const INSERT_BATCH = 200;

/** SQL for segments: storing a document's segments, editing them, and the two retrieval lists. */
export class SegmentRepo {
  constructor(private readonly db: AppDb) {}

  /**
   * Replaces the document's segments and marks it available, in one transaction, only while the
   * job's attempt is current (a reprocess or a deletion meanwhile makes this a no-op).
   */
  async replace(
    documentId: string,
    attempt: number,
    baseId: string,
    segments: readonly SegmentInsert[],
    counts: { characterCount: number; questionCount: number },
    /** Runs in the same transaction once the document is available (its webhook event commits with it). */
    onAvailable?: (tx: Tx) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: knowledgeDocuments.id })
        .from(knowledgeDocuments)
        .where(
          and(eq(knowledgeDocuments.id, documentId), eq(knowledgeDocuments.attempt, attempt), eq(knowledgeDocuments.status, 'processing')),
        )
        .for('update');
      if (!current) return false;
      await tx.delete(knowledgeSegments).where(eq(knowledgeSegments.documentId, documentId));
      for (let start = 0; start < segments.length; start += INSERT_BATCH) {
        const batch = segments.slice(start, start + INSERT_BATCH).map((segment) => ({
          id: crypto.randomUUID(),
          documentId,
          baseId,
          position: segment.position,
          title: segment.title,
          text: segment.text,
          characterCount: segment.characterCount,
          searchVector: sql`to_tsvector('simple', ${segment.terms})`,
        }));
        await tx.insert(knowledgeSegments).values(batch);
      }
      await tx
        .update(knowledgeDocuments)
        .set({ status: 'available', progress: 100, failureReason: null, segmentCount: segments.length, ...counts })
        .where(eq(knowledgeDocuments.id, documentId));
      await onAvailable?.(tx);
      return true;
    });
  }

  async page(documentId: string, page: number, size: number): Promise<{ rows: SegmentRow[]; total: number }> {
    const where = eq(knowledgeSegments.documentId, documentId);
    const [rows, totals] = await Promise.all([
      this.db
        .select(columns)
        .from(knowledgeSegments)
        .where(where)
        .orderBy(asc(knowledgeSegments.position), asc(knowledgeSegments.id))
        .limit(size)
        .offset((page - 1) * size),
      this.db.select({ n: count() }).from(knowledgeSegments).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  async findOwned(owner: Owner, id: string): Promise<SegmentRow | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(knowledgeSegments)
      .innerJoin(knowledgeDocuments, eq(knowledgeDocuments.id, knowledgeSegments.documentId))
      .innerJoin(knowledgeBases, eq(knowledgeBases.id, knowledgeDocuments.baseId))
      .where(and(eq(knowledgeSegments.id, id), ...ownedBase(owner)));
    return row;
  }

  /** Edits a segment; new text or title re-index it. */
  async update(
    id: string,
    values: Partial<Pick<SegmentRow, 'title' | 'text' | 'enabled' | 'characterCount'>>,
    terms: string | null,
  ): Promise<SegmentRow | undefined> {
    const [row] = await this.db
      .update(knowledgeSegments)
      .set({ ...values, ...(terms === null ? {} : { searchVector: sql`to_tsvector('simple', ${terms})` }) })
      .where(eq(knowledgeSegments.id, id))
      .returning(columns);
    return row;
  }

  async delete(id: string, documentId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const deleted = await tx.delete(knowledgeSegments).where(eq(knowledgeSegments.id, id)).returning({ id: knowledgeSegments.id });
      if (deleted.length === 0) return;
      await tx
        .update(knowledgeDocuments)
        .set({ segmentCount: sql`greatest(${knowledgeDocuments.segmentCount} - 1, 0)` })
        .where(eq(knowledgeDocuments.id, documentId));
    });
  }

  /** The first `limit` enabled segments of the base's available documents, in document order. */
  async sample(baseId: string, limit: number): Promise<Array<{ title: string | null; text: string; documentName: string }>> {
    return this.db
      .select({ title: knowledgeSegments.title, text: knowledgeSegments.text, documentName: knowledgeDocuments.name })
      .from(knowledgeSegments)
      .innerJoin(knowledgeDocuments, eq(knowledgeDocuments.id, knowledgeSegments.documentId))
      .where(and(eq(knowledgeSegments.baseId, baseId), eq(knowledgeSegments.enabled, true), eq(knowledgeDocuments.status, 'available')))
      .orderBy(asc(knowledgeDocuments.uploadedAt), asc(knowledgeDocuments.id), asc(knowledgeSegments.position))
      .limit(limit);
  }

  /**
   * The two lexical lists over the bases' retrievable segments (enabled, document available):
   * full text (`ts_rank` of the jieba/stemmed terms) and trigram word similarity of the raw query.
   * The trigram list re-scores the best `pool` full-text matches: a trigram scan over every
   * segment costs ~400 ms at 3,000 segments on PGlite (every row shares some trigram with a
   * sentence-long query), so it runs only when full text finds nothing (typos, odd spellings).
   */
  async lexicalLists(
    baseIds: readonly string[],
    tsQuery: string,
    query: string,
    options: { limit: number; pool: number; trigramThreshold: number },
  ): Promise<{ fullText: SegmentCandidate[]; trigram: SegmentCandidate[] }> {
    const ids = sql.join(
      baseIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const retrievable = sql`s.base_id in (${ids}) and s.enabled and d.status = 'available'`;
    const pick = sql`s.id, s.document_id as "documentId", d.name as "documentName", s.title, s.text`;
    const pool =
      tsQuery === ''
        ? []
        : rowsOf<SegmentCandidate & { similarity: number }>(
            // word_similarity in the outer query: computed for the pool only, not every match.
            await this.db.execute(sql`
              select ranked.*, word_similarity(${query}, ranked.text)::float8 as similarity from (
                select ${pick}, ts_rank(s.search_vector, q)::float8 as score
                from knowledge_segments s join knowledge_documents d on d.id = s.document_id, to_tsquery('simple', ${tsQuery}) q
                where ${retrievable} and s.search_vector @@ q
                order by score desc, s.id limit ${options.pool}
              ) ranked
              order by ranked.score desc, ranked.id`),
          );
    if (pool.length > 0) {
      const fullText = pool.slice(0, options.limit).map(({ similarity: _, ...candidate }) => candidate);
      const trigram = pool
        .filter((c) => c.similarity >= options.trigramThreshold)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, options.limit)
        .map(({ similarity, ...candidate }) => ({ ...candidate, score: similarity }));
      return { fullText, trigram };
    }
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(options.trigramThreshold)}, true)`);
      const trigram = rowsOf<SegmentCandidate>(
        await tx.execute(sql`
          select ${pick}, word_similarity(${query}, s.text)::float8 as score
          from knowledge_segments s join knowledge_documents d on d.id = s.document_id
          where ${retrievable} and ${query} <% s.text
          order by score desc, s.id limit ${options.limit}`),
      );
      return { fullText: [], trigram };
    });
  }
}
