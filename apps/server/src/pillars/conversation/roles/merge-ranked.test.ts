import { describe, expect, it } from 'vitest';
import { mergeRankedLists } from './answer-engine.ts';

const hit = (id: string, score: number) => ({ id, score });

describe('merging the bases’ rankings for an answer', () => {
  it('keeps one base’s relevance order even when a later hit shows a higher coverage score', () => {
    // Measured in the knowledge e2e: "Pets on board" ranked first (0.372), "Luggage" second (0.424, spelling only).
    const ids = mergeRankedLists([[hit('pets', 0.372), hit('luggage', 0.424)]]).map((h) => h.id);
    expect(ids).toEqual(['pets', 'luggage']);
  });

  it('takes the bases rank by rank, the higher score first within a rank', () => {
    const merged = mergeRankedLists([[hit('a1', 0.4), hit('a2', 0.9), hit('a3', 0.2)], [hit('b1', 0.7)], []]);
    expect(merged.map((h) => h.id)).toEqual(['b1', 'a1', 'a2', 'a3']);
    expect(mergeRankedLists([])).toEqual([]);
  });
});
