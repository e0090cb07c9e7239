import crypto from 'node:crypto';
import {
  SEGMENT_MAX_LENGTH_DEFAULT,
  type KnowledgeBaseDetail,
  type KnowledgeBasePage,
  type KnowledgeBaseQuery,
  type KnowledgeBaseSave,
  type SegmentSettings,
} from '@orator/shared';
import type { z } from 'zod';
import { conflict, notFound } from '../../../kernel/http/app-error.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { BaseRepo, BaseWithAggregates } from './base-repo.ts';
import type { DocumentRepo } from './document-repo.ts';
import { toBaseDetail, toBaseSummary } from './mappers.ts';
import type { ProcessingQueue } from './processing.ts';

type SavedSettings = { segmentMode: string; segmentDelimiters: string; segmentMaxLength: number };

const settingsOf = (segment: SegmentSettings): SavedSettings => ({
  segmentMode: segment.mode,
  segmentDelimiters: segment.delimiters,
  segmentMaxLength: segment.maxLength,
});

/** Knowledge bases: list, create, rename, segment settings, reprocess, delete (spec §4, §5). */
export class BaseService {
  constructor(
    private readonly repo: BaseRepo,
    private readonly documents: DocumentRepo,
    private readonly storage: StorageService,
    private readonly queue: ProcessingQueue,
  ) {}

  async page(owner: Owner, query: z.output<typeof KnowledgeBaseQuery>): Promise<KnowledgeBasePage> {
    const { rows, total } = await this.repo.page(owner, query.name || undefined, query.page, query.size);
    return { items: rows.map(toBaseSummary), total, page: query.page, size: query.size };
  }

  /** The caller's base, or 404 (also another user's or workspace's). */
  async require(owner: Owner, id: string): Promise<BaseWithAggregates> {
    const base = await this.repo.find(owner, id);
    if (!base) throw notFound();
    return base;
  }

  async get(owner: Owner, id: string): Promise<KnowledgeBaseDetail> {
    return toBaseDetail(await this.require(owner, id));
  }

  async exists(owner: Owner, id: string): Promise<boolean> {
    return (await this.repo.ownedIds(owner, [id])).length > 0;
  }

  /** Create without id; with id rename, and changed segment settings reprocess every document. */
  async save(owner: Owner, body: z.output<typeof KnowledgeBaseSave>): Promise<KnowledgeBaseDetail> {
    if (!body.id) {
      const id = await this.create(owner, body.name, body.type, false, body.segment);
      return this.get(owner, id);
    }
    const current = await this.require(owner, body.id);
    // Settings first: a 409 (processing) leaves the name unchanged too.
    if (body.segment && settingsChanged(current, settingsOf(body.segment))) await this.applySettings(owner, body.id, body.segment);
    if (!(await this.repo.update(owner, body.id, { name: body.name }))) throw notFound();
    return this.get(owner, body.id);
  }

  async create(owner: Owner, name: string, type: 'file' | 'qa', isPrivate: boolean, segment?: SegmentSettings): Promise<string> {
    const id = crypto.randomUUID();
    const settings = segment
      ? settingsOf(segment)
      : { segmentMode: 'auto', segmentDelimiters: '', segmentMaxLength: SEGMENT_MAX_LENGTH_DEFAULT };
    await this.repo.insert({ id, ownerId: owner.ownerId, tenantId: owner.tenantId, name, type, private: isPrivate, ...settings });
    return id;
  }

  /** New segment settings, then every document is reprocessed; 409 while the base is processing. */
  async applySettings(owner: Owner, id: string, segment: SegmentSettings): Promise<KnowledgeBaseDetail> {
    return this.reprocess(owner, id, settingsOf(segment));
  }

  async reprocess(owner: Owner, id: string, settings: Partial<SavedSettings> = {}): Promise<KnowledgeBaseDetail> {
    const outcome = await this.documents.reprocessAll(owner, id, settings);
    if (!outcome.ok) throw outcome.problem === 'busy' ? conflict('knowledgeBaseProcessing') : notFound();
    for (const document of outcome.queued) await this.queue.enqueue(owner, document);
    return this.get(owner, id);
  }

  async delete(owner: Owner, id: string): Promise<void> {
    const keys = await this.repo.delete(owner, id);
    if (!keys) throw notFound();
    for (const key of keys) await this.storage.deleteObject(owner.ownerId, key);
  }
}

function settingsChanged(current: SavedSettings, next: SavedSettings): boolean {
  return (
    current.segmentMode !== next.segmentMode ||
    current.segmentDelimiters !== next.segmentDelimiters ||
    current.segmentMaxLength !== next.segmentMaxLength
  );
}
