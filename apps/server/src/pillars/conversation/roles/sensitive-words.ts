import { SensitiveWordList } from '@orator/knowledge';
import type { SensitiveWords } from '@orator/shared';
import type { RoleRepo } from './role-repo.ts';

/**
 * Seeded once when the table has no list (an operator replaces it on the sensitive-words page).
 * Deliberately short: the operator knows their audience; these cover the obvious cases only.
 */
export const SEED_SENSITIVE_WORDS = ['赌博', '毒品', '色情', '賭博', '毒品', '色情', 'gambling', 'narcotics', 'pornography'];

/**
 * The operator's sensitive-word list, compiled once (Aho-Corasick) and rebuilt after each save.
 * Other processes see a save within CACHE_MS.
 */
export class SensitiveWordsService {
  private static readonly CACHE_MS = 5000;
  private compiled: { list: SensitiveWordList; loadedAt: number } | null = null;

  constructor(private readonly repo: RoleRepo) {}

  async get(): Promise<SensitiveWords> {
    const row = await this.repo.sensitiveWords();
    return { words: row?.words ?? [], updatedAt: row?.updatedAt.toISOString() ?? null };
  }

  async save(words: readonly string[], userId: string): Promise<SensitiveWords> {
    const unique = [...new Set(words.map((word) => word.trim()).filter((word) => word !== ''))];
    const row = await this.repo.saveSensitiveWords(unique, userId);
    this.compiled = { list: new SensitiveWordList(row.words), loadedAt: Date.now() };
    return { words: row.words, updatedAt: row.updatedAt.toISOString() };
  }

  seed(): Promise<void> {
    return this.repo.seedSensitiveWords([...new Set(SEED_SENSITIVE_WORDS)]);
  }

  /** The listed words found in the texts, in order of first appearance. */
  async find(...texts: string[]): Promise<string[]> {
    const list = await this.list();
    const found = new Set<string>();
    for (const text of texts) for (const word of list.find(text)) found.add(word);
    return [...found];
  }

  private async list(): Promise<SensitiveWordList> {
    if (this.compiled && Date.now() - this.compiled.loadedAt < SensitiveWordsService.CACHE_MS) return this.compiled.list;
    const row = await this.repo.sensitiveWords();
    this.compiled = { list: new SensitiveWordList(row?.words ?? []), loadedAt: Date.now() };
    return this.compiled.list;
  }
}
