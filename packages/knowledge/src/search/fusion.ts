export interface ScoredId {
  id: string;
  score: number;
}

export interface FusedHit {
  id: string;
  /** Weighted reciprocal-rank sum divided by its maximum: 1 = first in every list, 0 = in none. */
  score: number;
  /** 1-based rank of the id in each list it appears in, by list name. */
  ranks: Record<string, number>;
}

/**
 * Reciprocal rank fusion (Cormack et al. 2009): each list ranks by its own score (higher first),
 * an id earns weight / (k + rank) from every list it is in. k = 60 damps the difference between
 * the first few ranks, so agreement between lists beats one list's strong opinion. Scores of
 * different lists are never compared, only ranks.
 */
export function fuseByReciprocalRank(
  lists: Record<string, ScoredId[]>,
  options: { k?: number; weights?: Record<string, number> } = {},
): FusedHit[] {
  const k = options.k ?? 60;
  const fused = new Map<string, { sum: number; ranks: Record<string, number> }>();
  let maximum = 0;
  for (const [name, list] of Object.entries(lists)) {
    const weight = options.weights?.[name] ?? 1;
    if (weight <= 0 || list.length === 0) continue;
    maximum += weight / (k + 1);
    const ranked = [...list].sort((a, b) => b.score - a.score);
    const seen = new Set<string>();
    let rank = 0;
    for (const { id } of ranked) {
      if (seen.has(id)) continue; // A repeated id keeps its best rank.
      seen.add(id);
      rank++;
      const entry = fused.get(id) ?? { sum: 0, ranks: {} };
      entry.sum += weight / (k + rank);
      entry.ranks[name] = rank;
      fused.set(id, entry);
    }
  }
  const bestRank = (ranks: Record<string, number>): number => Math.min(...Object.values(ranks));
  return [...fused.entries()]
    .map(([id, entry]) => ({ id, score: maximum > 0 ? entry.sum / maximum : 0, ranks: entry.ranks }))
    .sort((a, b) => b.score - a.score || bestRank(a.ranks) - bestRank(b.ranks) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
