import { AppError } from '../../http/app-error.ts';
import type { HitTestHit, KnowledgeDocument } from '@orator/shared';
import type { Owner } from '../qa/owner.ts';

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

/**
 * Used while no knowledge module is registered: no base exists, searches find nothing, and role
 * documents cannot be stored (503). Replaced by the knowledge module's service when it is there.
 */
export const NO_KNOWLEDGE: KnowledgeLookup = {
  search: () => Promise.resolve([]),
  segmentSample: () => Promise.resolve([]),
  createPrivateBase: () => Promise.reject(new AppError('operationFailed', 503)),
  uploadDocument: () => Promise.reject(new AppError('operationFailed', 503)),
  baseExists: () => Promise.resolve(false),
  baseName: () => Promise.resolve(null),
  deleteBase: () => Promise.resolve(),
};
