import { contentTerms } from '@orator/knowledge';
import type { HitTestHit, KnowledgeDocument } from '@orator/shared';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { KnowledgeLookup } from './knowledge-lookup.ts';

interface MemoryBase {
  owner: Owner;
  segments: Array<{ title: string | null; text: string; documentName: string }>;
}

/**
 * Knowledge bases in memory for answer-engine tests: the score is the share of the question's
 * content terms a segment holds (the contract's "how much of the query the segment covers").
 */
export class MemoryKnowledge implements KnowledgeLookup {
  readonly bases = new Map<string, MemoryBase>();

  add(owner: Owner, baseId: string, segments: MemoryBase['segments']): void {
    this.bases.set(baseId, { owner, segments });
  }

  private visible(owner: Owner, baseId: string): MemoryBase | undefined {
    const base = this.bases.get(baseId);
    return base && base.owner.ownerId === owner.ownerId && base.owner.tenantId === owner.tenantId ? base : undefined;
  }

  search(owner: Owner, baseIds: readonly string[], query: string, options: { topN: number; threshold: number }): Promise<HitTestHit[]> {
    const terms = new Set(contentTerms(query));
    const hits: HitTestHit[] = [];
    for (const baseId of baseIds) {
      this.visible(owner, baseId)?.segments.forEach((segment, index) => {
        const held = new Set(contentTerms(`${segment.title ?? ''} ${segment.text}`));
        const score = terms.size === 0 ? 0 : [...terms].filter((term) => held.has(term)).length / terms.size;
        const id = `${baseId}:${index}`;
        if (score >= options.threshold)
          hits.push({ segmentId: id, documentId: `${baseId}:doc`, ...segment, score, sources: { lexical: score, trigram: null } });
      });
    }
    return Promise.resolve(hits.sort((a, b) => b.score - a.score).slice(0, options.topN));
  }

  segmentSample(owner: Owner, baseId: string, limit: number): Promise<Array<{ title: string | null; text: string; documentName: string }>> {
    return Promise.resolve(this.visible(owner, baseId)?.segments.slice(0, limit) ?? []);
  }

  createPrivateBase(owner: Owner, name: string): Promise<string> {
    const id = `private:${name}:${this.bases.size}`;
    this.add(owner, id, []);
    return Promise.resolve(id);
  }

  uploadDocument(): Promise<KnowledgeDocument> {
    return Promise.reject(new Error('not used by these tests'));
  }

  baseExists(owner: Owner, baseId: string): Promise<boolean> {
    return Promise.resolve(this.visible(owner, baseId) !== undefined);
  }

  baseName(owner: Owner, baseId: string): Promise<string | null> {
    return Promise.resolve(this.visible(owner, baseId) ? `Base ${baseId}` : null);
  }

  deleteBase(owner: Owner, baseId: string): Promise<void> {
    if (this.visible(owner, baseId)) this.bases.delete(baseId);
    return Promise.resolve();
  }
}
