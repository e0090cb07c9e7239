import type { KnowledgeService } from '../knowledge/index.ts';
import type { HitTestHit, KnowledgeDocument } from '@orator/shared';
import type { Owner } from '../../../kernel/tenancy/owner.ts';

/**
 * What roles use of the knowledge module (its KnowledgeService has exactly these methods).
 * Declared here so the answer engine can be tested against an in-memory base.
 */
export interface KnowledgeLookup {
  /** One fused ranking across the bases; bases the owner cannot see are skipped. */
  search(owner: Owner, baseIds: readonly string[], query: string, options: { topN: number; threshold: number }): Promise<HitTestHit[]>;
  segmentSample(owner: Owner, baseId: string, limit: number): Promise<Array<{ title: string | null; text: string; documentName: string }>>;
  createPrivateBase(owner: Owner, name: string): Promise<string>;
  uploadDocument(
    owner: Owner,
    baseId: string,
    file: { fileName: string; bytes: Buffer },
    limits?: { maxBytes: number; formats: readonly string[] },
  ): Promise<KnowledgeDocument>;
  baseExists(owner: Owner, baseId: string): Promise<boolean>;
  /** The base's name, or null when it is not the caller's. */
  baseName(owner: Owner, baseId: string): Promise<string | null>;
  /** Removes a base with its documents (a deleted role's private base). Unknown or foreign ids: nothing. */
  deleteBase(owner: Owner, baseId: string): Promise<void>;
}

/** The knowledge module's service seen through the lookup (the base name comes from its base detail). */
export function knowledgeLookupOf(knowledge: KnowledgeService): KnowledgeLookup {
  return {
    search: (owner, baseIds, query, options) => knowledge.search(owner, baseIds, query, options),
    segmentSample: (owner, baseId, limit) => knowledge.segmentSample(owner, baseId, limit),
    createPrivateBase: (owner, name) => knowledge.createPrivateBase(owner, name),
    uploadDocument: (owner, baseId, file, limits) => knowledge.uploadDocument(owner, baseId, file, limits),
    baseExists: (owner, baseId) => knowledge.baseExists(owner, baseId),
    baseName: async (owner, baseId) =>
      (await knowledge.baseExists(owner, baseId)) ? (await knowledge.bases.get(owner, baseId)).name : null,
    deleteBase: (owner, baseId) => knowledge.deleteBase(owner, baseId),
  };
}
