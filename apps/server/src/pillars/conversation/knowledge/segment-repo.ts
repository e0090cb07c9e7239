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
/**
 * Segments per insert statement. Embedded PGlite runs on the main thread: one statement of 32
 * segments (to_tsvector included) holds the loop about 15 ms on an idle core, so requests
 * interleave between batches.
 */
export const SEGMENT_INSERT_BATCH = 32;
const DELETE_BATCH = 2000;

/** Two runs of one attempt stored segments at once: the job runs again (it clears them first). */
export class SegmentCountMismatchError extends Error {
  constructor(stored: number, expected: number) {
    super(`stored ${stored} segments where ${expected} were expected`);
    this.name = 'SegmentCountMismatchError';
  }
}

/** Rows a data-changing statement touched, from either driver's answer (PGlite: affectedRows, pg: rowCount). */
function affectedRows(result: unknown): number {
  const answer = result as { affectedRows?: number; rowCount?: number | null };
  return answer.affectedRows ?? answer.rowCount ?? 0;
}

/** SQL for segments: storing a document's segments, editing them, and the two retrieval lists. */
export class SegmentRepo {
  constructor(private readonly db: AppDb) {}

  /**
   * Removes what an earlier run of this attempt stored (a killed process, a retry), a batch at a
   * time so other statements interleave. False when the attempt is no longer current (a
   * reprocess or a deletion meanwhile): the caller then stops.
   */
  async clearForAttempt(documentId: string, attempt: number, between: () => Promise<void>): Promise<boolean> {
    for (;;) {
      if (!(await this.isCurrent(documentId, attempt))) return false;
      const deleted = await this.db.execute(sql`
        delete from knowledge_segments where id in (
          select id from knowledge_segments where document_id = ${documentId} limit ${DELETE_BATCH})`);
      if (affectedRows(deleted) < DELETE_BATCH) return true;
      await between();
    }
  }

  /**
   * Stores a batch of the attempt's segments in one statement, only while the attempt is current
   * (the same check in the same statement: a superseded run cannot add to the new one's rows).
   * Each batch commits alone, so requests are never held behind one long transaction; the
   * segments are not retrievable until markAvailable (retrieval reads available documents only).
   */
  async insertBatch(documentId: string, attempt: number, baseId: string, segments: readonly SegmentInsert[]): Promise<number> {
    if (segments.length === 0) return 0;
    const rows = sql.join(
      segments.map(
        (segment) =>
          sql`(${crypto.randomUUID()}, ${segment.position}::int, ${segment.title}::text, ${segment.text}::text, ${segment.characterCount}::int, ${segment.terms}::text)`,
      ),
      sql`, `,
    );
    const inserted = await this.db.execute(sql`
      insert into knowledge_segments (id, document_id, base_id, position, title, text, character_count, search_vector)
      select v.id, ${documentId}, ${baseId}, v.position, v.title, v.text, v.character_count, to_tsvector('simple', v.terms)
      from (values ${rows}) as v(id, position, title, text, character_count, terms)
      where exists (
        select 1 from knowledge_documents d
        where d.id = ${documentId} and d.attempt = ${attempt} and d.status = 'processing')`);
    return affectedRows(inserted);
  }

  /**
   * Marks the document available once its `segmentCount` segments are stored, in one short
   * transaction, only while the job's attempt is current (else a no-op, false). A count that
   * does not match (two runs of one attempt raced) throws: the job runs again from a clean slate.
   */
  async markAvailable(
    documentId: string,
    attempt: number,
    segmentCount: number,
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
      const [stored] = await tx.select({ n: count() }).from(knowledgeSegments).where(eq(knowledgeSegments.documentId, documentId));
      if ((stored?.n ?? 0) !== segmentCount) throw new SegmentCountMismatchError(stored?.n ?? 0, segmentCount);
      await tx
        .update(knowledgeDocuments)
        .set({ status: 'available', progress: 100, failureReason: null, segmentCount, ...counts })
        .where(eq(knowledgeDocuments.id, documentId));
      await onAvailable?.(tx);
      return true;
    });
  }

  private async isCurrent(documentId: string, attempt: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: knowledgeDocuments.id })
      .from(knowledgeDocuments)
      .where(
        and(eq(knowledgeDocuments.id, documentId), eq(knowledgeDocuments.attempt, attempt), eq(knowledgeDocuments.status, 'processing')),
      );
    return row !== undefined;
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
  ): Promise<{ fullText: SegmentCandidate[]; trigram: SegmentCandidate[]; pool: SegmentCandidate[] }> {
    const ids = sql.join(
      baseIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const retrievable = sql`s.base_id in (${ids}) and s.enabled and d.status = 'available'`;
    const pick = sql`s.id, s.document_id as "documentId", d.name as "documentName", s.title, s.text`;
    const pool =
      tsQuery === ''
        ? []
        : rowsOf<SegmentCandidate & { similarity: number; tie_time: unknown; tie_position: number }>(
            // word_similarity in the outer query: computed for the pool only, not every match.
            await this.db.execute(sql`
              select ranked.*, word_similarity(${query}, ranked.text)::float8 as similarity from (
                select ${pick}, ts_rank(s.search_vector, q)::float8 as score, d.uploaded_at as tie_time, s.position as tie_position
                from knowledge_segments s join knowledge_documents d on d.id = s.document_id, to_tsquery('simple', ${tsQuery}) q
                where ${retrievable} and s.search_vector @@ q
                order by score desc, tie_time, tie_position, s.id limit ${options.pool}
              ) ranked
              order by ranked.score desc, ranked.tie_time, ranked.tie_position, ranked.id`),
          );
    if (pool.length > 0) {
      const fullText = pool.slice(0, options.limit).map(({ similarity: _, tie_time: _t, tie_position: _p, ...candidate }) => candidate);
      const trigram = pool
        .filter((c) => c.similarity >= options.trigramThreshold)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, options.limit)
        .map(({ similarity, tie_time: _t, tie_position: _p, ...candidate }) => ({ ...candidate, score: similarity }));
      return { fullText, trigram, pool: pool.map(({ similarity: _, tie_time: _t, tie_position: _p, ...candidate }) => candidate) };
    }
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(options.trigramThreshold)}, true)`);
      const trigram = rowsOf<SegmentCandidate>(
        await tx.execute(sql`
          select ${pick}, word_similarity(${query}, s.text)::float8 as score
          from knowledge_segments s join knowledge_documents d on d.id = s.document_id
          where ${retrievable} and ${query} <% s.text
          order by score desc, d.uploaded_at, s.position, s.id limit ${options.limit}`),
      );
      return { fullText: [], trigram, pool: trigram };
    });
  }

  /**
   * Retrievable segments of the bases and, per term, how many hold it (the idf of relevance
   * scoring). One statement; each count is a GIN index lookup of the term.
   */
  async termStats(baseIds: readonly string[], terms: readonly string[]): Promise<{ total: number; documentFrequency: Map<string, number> }> {
    const ids = sql.join(
      baseIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const retrievable = sql`s.base_id in (${ids}) and s.enabled and d.status = 'available'`;
    const from = sql`knowledge_segments s join knowledge_documents d on d.id = s.document_id`;
    const parts = [
      sql`select '' as term, count(*)::int as n from ${from} where ${retrievable}`,
      ...terms.map(
        (term) =>
          sql`select ${term} as term, count(*)::int as n from ${from} where ${retrievable} and s.search_vector @@ to_tsquery('simple', ${tsQuoted(term)})`,
      ),
    ];
    const rows = rowsOf<{ term: string; n: number }>(await this.db.execute(sql.join(parts, sql` union all `)));
    const total = rows.find((row) => row.term === '')?.n ?? 0;
    return { total, documentFrequency: new Map(rows.filter((row) => row.term !== '').map((row) => [row.term, Number(row.n)])) };
  }
}

/** One term as a tsquery operand (quoted; quotes and backslashes dropped as tsQueryText does). */
function tsQuoted(term: string): string {
  return `'${term.replace(/['\\]/g, '')}'`;
}
