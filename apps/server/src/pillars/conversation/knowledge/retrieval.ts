import {
  expansionTerms,
  fuseByReciprocalRank,
  queryTokens,
  relevanceQueryTerms,
  scoreCandidates,
  searchTokens,
  tsQueryText,
  type WordVectors,
} from '@orator/knowledge';
import type { HitTestHit } from '@orator/shared';
import type { SegmentCandidate, SegmentRepo } from './segment-repo.ts';
import type { SegmentVectors } from './segment-vectors.ts';

/** Candidates each list contributes before fusion; enough for topN <= 20 after the threshold. */
const LIST_LIMIT = 40;
/**
 * Full-text matches the trigram list re-scores (see SegmentRepo.lexicalLists). word_similarity
 * over a 500-character segment costs ~0.15 ms on PGlite: at 200 it was about half of a hit test's
 * SQL time; 60 (1.5x LIST_LIMIT) kept bench recall@1/@3 unchanged and cut hit-test p95 by ~40%.
 */
const TRIGRAM_POOL = 60;
/** pg_trgm word similarity below this is noise (default 0.6 would drop partial matches). */
const TRIGRAM_THRESHOLD = 0.3;
/** Nearest segments the vector list contributes (embeddings configured only). */
const VECTOR_LIMIT = 50;
/** Rank-fusion weights of the relevance ranking's lists (measured in bench:knowledge). */
export const RELEVANCE_WEIGHTS = { bm25: 1, sentence: 1, semantic: 1, lexical: 0.5, trigram: 0.5, vector: 1 };

/**
 * Hybrid lexical retrieval in the database: a full-text list (jieba / stemmed terms, `ts_rank`)
 * and a trigram list (`word_similarity` of the raw query to the segment text), fused by
 * reciprocal rank — the ORDER. The display `score` the threshold applies to is how much of the
 * query the segment covers: max(share of the query's content terms found in the segment's
 * terms, trigram word similarity). Both are 0..1 and mean "the query is in there", so a user
 * threshold of 0.5 reads as "at least half the query matches".
 * With an embeddings server, a third list (cosine similarity of query and segment embeddings,
 * see segment-vectors.ts) joins the fusion, and that similarity is a third candidate for the
 * display score: a segment that says the same in other words is found at all.
 */
export class Retrieval {
  constructor(
    private readonly segments: SegmentRepo,
    private readonly vectors: SegmentVectors | null = null,
    /** 'lexical' is the ranking before relevance scoring (kept for the bench's comparison). */
    private readonly ranking: 'relevance' | 'lexical' = 'relevance',
    /** Fusion weights of the relevance lists (the bench tries others). */
    private readonly weights: Readonly<Record<string, number>> = RELEVANCE_WEIGHTS,
    /** English word vectors (null until loaded, or not installed): rewording. */
    private readonly words: { current(): WordVectors | null } = { current: () => null },
  ) {}

  /** True when an embeddings server is configured (the vector list joins every search). */
  get vectorEnabled(): boolean {
    return this.vectors !== null;
  }

  async search(baseIds: readonly string[], query: string, options: { topN: number; threshold: number }): Promise<HitTestHit[]> {
    const text = query.trim();
    if (baseIds.length === 0 || text === '') return [];
    const terms = queryTokens(text);
    const vectors = this.ranking === 'relevance' ? this.words.current() : null;
    const expansions = expansionTerms(text, vectors);
    const [lists, nearest] = await Promise.all([
      this.segments.lexicalLists(baseIds, tsQueryText([...terms, ...expansions.keys()]), text, {
        limit: Math.max(LIST_LIMIT, options.topN * 2),
        pool: Math.max(TRIGRAM_POOL, options.topN * 2),
        trigramThreshold: TRIGRAM_THRESHOLD,
      }),
      this.vectorList(baseIds, text),
    ]);
    const candidates = new Map<string, SegmentCandidate>();
    for (const candidate of [...lists.pool, ...lists.trigram, ...(nearest ?? [])]) candidates.set(candidate.id, candidate);
    if (this.ranking === 'relevance') {
      return this.relevanceHits(baseIds, text, [...candidates.values()], lists, nearest, options, { vectors, expansions });
    }
    const vector = new Map((nearest ?? []).map((c) => [c.id, c.score]));
    const lexical = normalised(lists.fullText);
    const trigram = new Map(lists.trigram.map((c) => [c.id, c.score]));
    const fused = fuseByReciprocalRank({
      lexical: lists.fullText.map(({ id, score }) => ({ id, score })),
      trigram: lists.trigram.map(({ id, score }) => ({ id, score })),
      vector: (nearest ?? []).map(({ id, score }) => ({ id, score })),
    });
    const scoreOf = (candidate: SegmentCandidate) => Math.max(coverage(terms, candidate), trigram.get(candidate.id) ?? 0, vector.get(candidate.id) ?? 0);
    return this.hitsOf(fused, candidates, scoreOf, { lexical, trigram, vector }, options);
  }

  /** The fused order as hits above the threshold, at most topN, each with its display score and list scores. */
  private hitsOf(
    fused: ReadonlyArray<{ id: string }>,
    candidates: ReadonlyMap<string, SegmentCandidate>,
    scoreOf: (candidate: SegmentCandidate) => number,
    lists: { lexical: ReadonlyMap<string, number>; trigram: ReadonlyMap<string, number>; vector: ReadonlyMap<string, number> },
    options: { topN: number; threshold: number },
  ): HitTestHit[] {
    const hits: HitTestHit[] = [];
    for (const { id } of fused) {
      const candidate = candidates.get(id);
      if (!candidate) continue;
      const score = round(scoreOf(candidate));
      if (score < options.threshold) continue;
      hits.push({
        segmentId: id,
        documentId: candidate.documentId,
        documentName: candidate.documentName,
        title: candidate.title,
        text: candidate.text,
        score,
        sources: {
          lexical: lists.lexical.get(id) ?? null,
          trigram: lists.trigram.has(id) ? round(lists.trigram.get(id) ?? 0) : null,
          ...(this.vectors ? { vector: lists.vector.has(id) ? round(lists.vector.get(id) ?? 0) : null } : {}),
        },
      });
      if (hits.length >= options.topN) break;
    }
    return hits;
  }

  /**
   * Relevance ranking (see @orator/knowledge relevance.ts): BM25F and best-sentence lists scored
   * in memory over the pool with the bases' idf, fused by reciprocal rank with the database's
   * full-text and trigram lists (and the vector list when configured). The display score is the
   * rarity-weighted share of the query the segment holds, or the vector similarity when higher.
   */
  private async relevanceHits(
    baseIds: readonly string[],
    query: string,
    candidates: SegmentCandidate[],
    lists: { fullText: SegmentCandidate[]; trigram: SegmentCandidate[] },
    nearest: SegmentCandidate[] | null,
    options: { topN: number; threshold: number },
    semantic: { vectors: WordVectors | null; expansions: ReadonlyMap<string, number> },
  ): Promise<HitTestHit[]> {
    const terms = [...relevanceQueryTerms(query).filter((term) => !term.startsWith('~')), ...semantic.expansions.keys()];
    const stats = await this.segments.termStats(baseIds, [...new Set(terms)]);
    const scored = new Map(scoreCandidates(query, candidates, stats, semantic).map((s) => [s.id, s]));
    const byId = new Map(candidates.map((c) => [c.id, c]));
    // Sentence shares and cosines tie often (two segments each holding the whole query in one
    // sentence): the tie goes to the stronger BM25F, never to the order of random segment ids.
    const list = (key: 'bm25' | 'sentence' | 'semantic'): Array<{ id: string; score: number }> =>
      [...scored.values()]
        .filter((s) => s[key] > 0)
        .sort((a, b) => b[key] - a[key] || b.bm25 - a.bm25)
        .map((s, i, sorted) => ({ id: s.id, score: sorted.length - i }));
    const vector = new Map((nearest ?? []).map((c) => [c.id, c.score]));
    const trigram = new Map(lists.trigram.map((c) => [c.id, c.score]));
    const lexical = normalised(lists.fullText);
    const fused = fuseByReciprocalRank(
      {
        bm25: list('bm25'),
        sentence: list('sentence'),
        semantic: list('semantic'),
        lexical: lists.fullText.map(({ id, score }) => ({ id, score })),
        trigram: lists.trigram.map(({ id, score }) => ({ id, score })),
        vector: (nearest ?? []).map(({ id, score }) => ({ id, score })),
      },
      { weights: this.weights },
    );
    const scoreOf = (candidate: SegmentCandidate) => Math.max(scored.get(candidate.id)?.confidence ?? 0, vector.get(candidate.id) ?? 0);
    return this.hitsOf(fused, byId, scoreOf, { lexical, trigram, vector }, options);
  }

  /** The vector list, or null without embeddings; a failing embeddings server leaves the search lexical. */
  private async vectorList(baseIds: readonly string[], query: string): Promise<SegmentCandidate[] | null> {
    if (!this.vectors) return null;
    try {
      return await this.vectors.search(baseIds, query, VECTOR_LIMIT);
    } catch (error) {
      console.warn('[knowledge] query embedding failed; keyword search only:', error instanceof Error ? error.message : error);
      return [];
    }
  }
}

/** Share of the query's distinct terms that occur among the segment's terms (title included). */
function coverage(terms: readonly string[], candidate: SegmentCandidate): number {
  if (terms.length === 0) return 0;
  const present = new Set(searchTokens(candidate.title ? `${candidate.title}\n${candidate.text}` : candidate.text));
  return terms.filter((term) => present.has(term)).length / terms.length;
}

/** ts_rank is unbounded; scaled so the list's best is 1 (what `sources.lexical` shows). */
function normalised(list: readonly SegmentCandidate[]): Map<string, number> {
  const best = list.reduce((max, c) => Math.max(max, c.score), 0);
  return new Map(list.map((c) => [c.id, best > 0 ? round(c.score / best) : 0]));
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
