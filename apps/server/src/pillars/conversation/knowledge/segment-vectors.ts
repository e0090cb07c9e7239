import { LRUCache } from 'lru-cache';
import type { Embeddings } from '../../../kernel/ai/embeddings.ts';
import type { SegmentCandidate } from './segment-repo.ts';
import type { VectorRepo } from './vector-repo.ts';

/** Texts per embeddings request. */
const EMBED_BATCH = 64;
/** Nearest vectors scored before the retrievable ones (enabled, available) are kept. */
const VECTOR_POOL = 200;
/** Bytes of base matrices kept in memory (a 3,000 x 1,536 base is 18 MB); the least recently searched go first. */
const MATRIX_CACHE_BYTES = 256 * 1024 * 1024;

interface BaseMatrix {
  fingerprint: string;
  ids: string[];
  dims: number;
  /** Row i = unit vector of ids[i]. */
  matrix: Float32Array;
}

/**
 * Optional semantic retrieval (issue #9 §2): with an embeddings server configured, segments are
 * embedded after processing and on edit, and queries are scored by cosine similarity in this
 * process — brute force over an in-memory matrix per base (3,000 x 1,536 floats is a few ms).
 * A base's matrix is reloaded when its vectors' count or newest write changes, which any process
 * (web node or worker) sees through the database; the matrices kept are bounded in bytes
 * (lru-cache). Without the server nothing here runs.
 */
export class SegmentVectors {
  private readonly cache = new LRUCache<string, BaseMatrix>({
    maxSize: MATRIX_CACHE_BYTES,
    // lru-cache refuses a zero size; an empty base still counts one byte.
    sizeCalculation: (base) => Math.max(1, base.matrix.byteLength),
  });

  constructor(
    private readonly repo: VectorRepo,
    private readonly embeddings: Embeddings,
  ) {}

  /**
   * Embeds and stores every segment of the document. An embeddings failure is logged and the
   * document stays available with lexical retrieval only (its segments have no vectors).
   */
  async embedDocument(documentId: string, baseId: string): Promise<boolean> {
    try {
      const segments = await this.repo.segmentsOf(documentId);
      for (let start = 0; start < segments.length; start += EMBED_BATCH) {
        const batch = segments.slice(start, start + EMBED_BATCH);
        const vectors = await this.embeddings.embed(batch.map(textOf));
        await this.repo.store(
          baseId,
          this.embeddings.model,
          batch.map((segment, i) => ({ segmentId: segment.id, vector: unit(vectors[i] as Float32Array) })),
        );
      }
      return true;
    } catch (error) {
      console.warn(`[knowledge] embeddings failed for document ${documentId}; it is retrievable by keywords only:`, describe(error));
      return false;
    }
  }

  /** Re-embeds one edited segment (failure: logged, the old vector stays until the next processing). */
  async embedSegment(segment: { id: string; baseId: string; title: string | null; text: string }): Promise<void> {
    try {
      const [vector] = await this.embeddings.embed([textOf(segment)]);
      if (vector) await this.repo.store(segment.baseId, this.embeddings.model, [{ segmentId: segment.id, vector: unit(vector) }]);
    } catch (error) {
      console.warn(`[knowledge] embeddings failed for segment ${segment.id}:`, describe(error));
    }
  }

  /** The base's available documents some of whose segments have no vector (lexical only). */
  documentsMissingVectors(baseId: string): Promise<string[]> {
    return this.repo.documentsMissingVectors(baseId, this.embeddings.model);
  }

  /** The retrievable segments nearest the query (cosine similarity as score, best first), at most `limit`. */
  async search(baseIds: readonly string[], query: string, limit: number): Promise<SegmentCandidate[]> {
    const [raw] = await this.embeddings.embed([query]);
    if (!raw) return [];
    const q = unit(raw);
    const scored: Array<{ id: string; score: number }> = [];
    for (const base of await this.matrices(baseIds)) {
      if (base.dims !== q.length) continue; // vectors of another model size: re-embedded on the next processing
      for (let row = 0; row < base.ids.length; row++) {
        let dot = 0;
        const offset = row * base.dims;
        for (let i = 0; i < base.dims; i++) dot += (base.matrix[offset + i] as number) * (q[i] as number);
        scored.push({ id: base.ids[row] as string, score: dot });
      }
    }
    scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
    const pool = scored.slice(0, VECTOR_POOL);
    const retrievable = await this.repo.candidates(pool.map((s) => s.id));
    const hits: SegmentCandidate[] = [];
    for (const { id, score } of pool) {
      const candidate = retrievable.get(id);
      if (candidate) hits.push({ ...candidate, score: Math.max(0, Math.min(1, score)) });
      if (hits.length >= limit) break;
    }
    return hits;
  }

  private async matrices(baseIds: readonly string[]): Promise<BaseMatrix[]> {
    if (baseIds.length === 0) return [];
    const model = this.embeddings.model;
    const stamps = await this.repo.fingerprints(baseIds, model);
    const matrices: BaseMatrix[] = [];
    for (const baseId of baseIds) {
      const fingerprint = stamps.get(baseId);
      if (fingerprint === undefined) {
        this.cache.delete(baseId);
        continue;
      }
      let cached = this.cache.get(baseId);
      if (cached?.fingerprint !== fingerprint) {
        cached = matrixOf(fingerprint, await this.repo.load(baseId, model));
        this.cache.set(baseId, cached);
      }
      matrices.push(cached);
    }
    return matrices;
  }
}

function matrixOf(fingerprint: string, vectors: ReadonlyArray<{ segmentId: string; vector: Float32Array }>): BaseMatrix {
  const dims = vectors[0]?.vector.length ?? 0;
  const usable = vectors.filter((v) => v.vector.length === dims);
  const matrix = new Float32Array(usable.length * dims);
  usable.forEach((v, row) => matrix.set(v.vector, row * dims));
  return { fingerprint, ids: usable.map((v) => v.segmentId), dims, matrix };
}

function textOf(segment: { title: string | null; text: string }): string {
  return segment.title ? `${segment.title}\n${segment.text}` : segment.text;
}

/** Scaled to length 1, so a dot product is the cosine similarity. */
function unit(vector: Float32Array): Float32Array {
  let norm = 0;
  for (const x of vector) norm += x * x;
  norm = Math.sqrt(norm);
  return norm > 0 ? vector.map((x) => x / norm) : vector;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
