/**
 * The plain baseline every retrieval change is measured against: Okapi BM25 (k1 1.2, b 0.75)
 * over the same segments, title and text as one field; English lower-cased word tokens (no
 * stemming, no stop words), Chinese character bigrams.
 */
export interface BaselineSegment {
  id: string;
  title: string | null;
  text: string;
}

const WORD = /[\p{Script=Han}]+|[\p{L}\p{N}]+/gu;

function plainTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [run] of text.toLowerCase().matchAll(WORD)) {
    if (!/\p{Script=Han}/u.test(run)) tokens.push(run);
    else {
      const characters = [...run];
      if (characters.length === 1) tokens.push(run);
      for (let i = 0; i + 1 < characters.length; i++) tokens.push(characters[i]! + characters[i + 1]!);
    }
  }
  return tokens;
}

export class PlainBm25 {
  private readonly documents: Array<{ id: string; terms: Map<string, number>; length: number }>;
  private readonly frequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(segments: readonly BaselineSegment[]) {
    this.documents = segments.map((segment) => {
      const tokens = plainTokens(`${segment.title ?? ''}\n${segment.text}`);
      const terms = new Map<string, number>();
      for (const token of tokens) terms.set(token, (terms.get(token) ?? 0) + 1);
      for (const term of terms.keys()) this.frequency.set(term, (this.frequency.get(term) ?? 0) + 1);
      return { id: segment.id, terms, length: tokens.length };
    });
    this.averageLength = this.documents.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.documents.length);
  }

  search(query: string, topN: number): string[] {
    const terms = [...new Set(plainTokens(query))];
    const total = this.documents.length;
    return this.documents
      .map((document) => {
        let score = 0;
        for (const term of terms) {
          const tf = document.terms.get(term) ?? 0;
          if (tf === 0) continue;
          const n = this.frequency.get(term) ?? 0;
          const idf = Math.log(1 + (total - n + 0.5) / (n + 0.5));
          score += (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * document.length) / this.averageLength));
        }
        return { id: document.id, score };
      })
      .filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, topN)
      .map((hit) => hit.id);
  }
}
