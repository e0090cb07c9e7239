import type { WordVectors } from '@orator/knowledge';
import { loadWordVectors } from '@orator/knowledge/node';

/**
 * The English word vectors retrieval uses for rewording, read once from the file `npm start` and
 * `npm test` prepare (@orator/knowledge word-vector-cache.ts). A process never converts them
 * itself (a minute of CPU); without the file retrieval runs without the semantic list, and says so once.
 */
export class WordVectorStore {
  private vectors: WordVectors | null = null;
  private loading: Promise<WordVectors | null> | null = null;

  /** The vectors when loaded, else null (and loading starts). */
  current(): WordVectors | null {
    if (!this.vectors && !this.loading) void this.ready();
    return this.vectors;
  }

  /** Loads the prepared file; null when there is none. */
  ready(): Promise<WordVectors | null> {
    this.loading ??= loadWordVectors().then(
      (vectors) => {
        if (!vectors) console.warn('[knowledge] English word vectors are not prepared (npm start prepares them): retrieval runs without them');
        return (this.vectors = vectors);
      },
      (error: unknown) => {
        console.warn('[knowledge] word vectors unavailable:', error instanceof Error ? error.message : error);
        return null;
      },
    );
    return this.loading;
  }
}
