import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDb } from '../../../kernel/db/client.ts';
import { knowledgeSegments, knowledgeSegmentVectors } from '../../../kernel/db/schema/index.ts';
import { rowsOf } from '../../../kernel/db/queryable.ts';
import type { SegmentCandidate } from './segment-repo.ts';

/** One stored embedding (float32, as written). */
export interface StoredVector {
  segmentId: string;
  vector: Float32Array;
}

const INSERT_BATCH = 200;

/**
 * SQL for segment embeddings (knowledge_segment_vectors). Vectors are plain float32 bytes scored in
 * the server process — no pgvector (not in Debian bookworm; the PGlite extension pins another
 * PGlite version), so PostgreSQL and PGlite behave the same.
 */
export class VectorRepo {
  constructor(private readonly db: AppDb) {}

  /** The document's segments in order (what processing embeds). */
  segmentsOf(documentId: string): Promise<Array<{ id: string; title: string | null; text: string }>> {
    return this.db
      .select({ id: knowledgeSegments.id, title: knowledgeSegments.title, text: knowledgeSegments.text })
      .from(knowledgeSegments)
      .where(eq(knowledgeSegments.documentId, documentId))
      .orderBy(asc(knowledgeSegments.position), asc(knowledgeSegments.id));
  }

  /** Writes (or replaces) vectors; a segment deleted meanwhile is skipped by the foreign key check below. */
  async store(baseId: string, model: string, vectors: readonly StoredVector[]): Promise<void> {
    for (let start = 0; start < vectors.length; start += INSERT_BATCH) {
      const batch = vectors.slice(start, start + INSERT_BATCH);
      const existing = await this.db
        .select({ id: knowledgeSegments.id })
        .from(knowledgeSegments)
        .where(
          inArray(
            knowledgeSegments.id,
            batch.map((v) => v.segmentId),
          ),
        );
      const alive = new Set(existing.map((row) => row.id));
      const rows = batch
        .filter((v) => alive.has(v.segmentId))
        .map((v) => ({
          segmentId: v.segmentId,
          baseId,
          model,
          dims: v.vector.length,
          vector: Buffer.from(v.vector.buffer, v.vector.byteOffset, v.vector.byteLength),
          createdAt: new Date(),
        }));
      if (rows.length === 0) continue;
      await this.db
        .insert(knowledgeSegmentVectors)
        .values(rows)
        .onConflictDoUpdate({
          target: knowledgeSegmentVectors.segmentId,
          set: {
            model: sql`excluded.model`,
            dims: sql`excluded.dims`,
            vector: sql`excluded.vector`,
            createdAt: sql`excluded.created_at`,
          },
        })
        .catch((error: unknown) => {
          // A segment deleted between the check and the insert: its vector is not wanted anyway.
          if (!isForeignKeyViolation(error)) throw error;
        });
    }
  }

  /** Per base: row count and newest write of its vectors of the model; a change means a cache is stale. */
  async fingerprints(baseIds: readonly string[], model: string): Promise<Map<string, string>> {
    const rows = await this.db
      .select({
        baseId: knowledgeSegmentVectors.baseId,
        stamp: sql<string>`count(*)::text || ':' || coalesce(max(${knowledgeSegmentVectors.createdAt})::text, '')`,
      })
      .from(knowledgeSegmentVectors)
      .where(and(inArray(knowledgeSegmentVectors.baseId, [...baseIds]), eq(knowledgeSegmentVectors.model, model)))
      .groupBy(knowledgeSegmentVectors.baseId);
    return new Map(rows.map((row) => [row.baseId, row.stamp]));
  }

  /** Every vector of the base for the model. */
  async load(baseId: string, model: string): Promise<StoredVector[]> {
    const rows = await this.db
      .select({ segmentId: knowledgeSegmentVectors.segmentId, vector: knowledgeSegmentVectors.vector })
      .from(knowledgeSegmentVectors)
      .where(and(eq(knowledgeSegmentVectors.baseId, baseId), eq(knowledgeSegmentVectors.model, model)));
    return rows.map((row) => ({ segmentId: row.segmentId, vector: float32Of(row.vector) }));
  }

  /** Names of the base's available documents with a segment lacking a vector of the model. */
  async documentsMissingVectors(baseId: string, model: string): Promise<string[]> {
    const rows = rowsOf<{ name: string }>(
      await this.db.execute(sql`
        select d.name from knowledge_documents d
        where d.base_id = ${baseId} and d.status = 'available' and exists (
          select 1 from knowledge_segments s
          left join knowledge_segment_vectors v on v.segment_id = s.id and v.model = ${model}
          where s.document_id = d.id and v.segment_id is null)
        order by d.uploaded_at, d.id`),
    );
    return rows.map((row) => row.name);
  }

  /** The retrievable ones (enabled, document available) among the ids, with what a hit shows. */
  async candidates(ids: readonly string[]): Promise<Map<string, SegmentCandidate>> {
    if (ids.length === 0) return new Map();
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = rowsOf<Omit<SegmentCandidate, 'score'>>(
      await this.db.execute(sql`
        select s.id, s.document_id as "documentId", d.name as "documentName", s.title, s.text
        from knowledge_segments s join knowledge_documents d on d.id = s.document_id
        where s.id in (${list}) and s.enabled and d.status = 'available'`),
    );
    return new Map(rows.map((row) => [row.id, { ...row, score: 0 }]));
  }
}

/** Copies the bytes so the floats are aligned whatever the driver's buffer offset. */
function float32Of(bytes: Buffer): Float32Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer, 0, Math.floor(copy.byteLength / 4));
}

function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23503';
}
