import crypto from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { countCharacters, indexText } from '@orator/knowledge';
import {
  extensionOf,
  KNOWLEDGE_BASE_MAX_DOCUMENTS,
  KNOWLEDGE_FORMATS,
  KNOWLEDGE_UPLOAD_MAX_BYTES,
  safeFileStem,
  type KnowledgeDocument,
  type KnowledgeSegment,
  type KnowledgeSegmentPage,
  type KnowledgeSegmentQuery,
  type KnowledgeSegmentSave,
  type UiLanguage,
} from '@orator/shared';
import type { z } from 'zod';
import { badRequest, conflict, notFound, tooLarge } from '../../../kernel/http/app-error.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { confineKey } from '../../../kernel/storage/keys.ts';
import type { DocumentRepo } from './document-repo.ts';
import { toDocument, toSegment } from './mappers.ts';
import type { ProcessingQueue } from './processing.ts';
import type { SegmentRepo } from './segment-repo.ts';
import type { SegmentVectors } from './segment-vectors.ts';

export interface UploadLimits {
  maxBytes: number;
  formats: readonly string[];
}
export const KNOWLEDGE_LIMITS: UploadLimits = { maxBytes: KNOWLEDGE_UPLOAD_MAX_BYTES, formats: KNOWLEDGE_FORMATS };

/** What is being added: a file's bytes, or a fetched page (format decided by the fetch). */
export interface IncomingDocument {
  fileName: string;
  bytes: Buffer;
  format?: string;
  sourceUrl?: string;
}

/** Stored originals live in the owner's storage under this folder (no upload purpose: our own limits apply). */
const FOLDER = 'knowledge';

/** Documents (upload, list, delete) and their segments (view, edit, disable, delete). */
export class DocumentService {
  constructor(
    private readonly repo: DocumentRepo,
    private readonly segments: SegmentRepo,
    private readonly storage: StorageService,
    private readonly queue: ProcessingQueue,
    /** Set when an embeddings server is configured: an edited segment is embedded again. */
    private readonly vectors: SegmentVectors | null = null,
  ) {}

  /**
   * Checks the file, reserves its place in the base (10 documents, unique name — atomically),
   * stores the original and queues processing. Answers the document in status processing.
   */
  async upload(
    owner: Owner,
    baseId: string,
    incoming: IncomingDocument,
    options: { rename: boolean; limits?: UploadLimits; language?: UiLanguage },
  ): Promise<KnowledgeDocument> {
    const limits = options.limits ?? KNOWLEDGE_LIMITS;
    const format = incoming.format ?? extensionOf(incoming.fileName);
    if (incoming.bytes.length === 0) throw badRequest('emptyFile');
    if (!limits.formats.includes(format)) throw badRequest('fileFormatNotSupported');
    if (incoming.bytes.length > limits.maxBytes) throw tooLarge('fileSizeExceeded');
    const id = crypto.randomUUID();
    const stem = safeFileStem(path.parse(incoming.fileName).name, 'document');
    const confined = confineKey(`${FOLDER}/${baseId}/${id}/${stem}.${format}`, owner.ownerId);
    if (!confined.ok) throw badRequest('invalidKey');
    const reserved = await this.repo.reserve(
      owner,
      {
        id,
        baseId,
        format,
        source: incoming.sourceUrl ? 'url' : 'file',
        sourceUrl: incoming.sourceUrl ?? null,
        sizeBytes: incoming.bytes.length,
        storageKey: confined.key,
      },
      incoming.fileName,
      { rename: options.rename, maxDocuments: KNOWLEDGE_BASE_MAX_DOCUMENTS },
    );
    if (!reserved.ok) {
      if (reserved.problem === 'notFound') throw notFound();
      throw reserved.problem === 'limit' ? badRequest('knowledgeBaseDocumentLimit') : conflict('documentNameExists');
    }
    try {
      const user = await this.repo.ownerUser(owner.ownerId);
      if (!user) throw notFound();
      await this.storage.putObject({ user, userId: owner.ownerId, tenantId: owner.tenantId }, confined, Readable.from([incoming.bytes]), {
        contentLength: incoming.bytes.length,
        batchSize: null,
      });
      await this.queue.enqueue(owner, { id, attempt: reserved.row.attempt });
    } catch (error) {
      await this.repo.remove(id);
      await this.storage.deleteObject(owner.ownerId, confined.key).catch(() => undefined);
      throw error;
    }
    return toDocument(reserved.row, options.language);
  }

  /** The base's documents in upload order (the caller has checked the base). */
  async list(baseId: string, language?: UiLanguage): Promise<KnowledgeDocument[]> {
    return (await this.repo.list(baseId)).map((row) => toDocument(row, language));
  }

  /** Removes the document, its segments and its stored file; the base then needs reprocessing. */
  async delete(owner: Owner, id: string): Promise<void> {
    const key = await this.repo.delete(owner, id);
    if (key === null) throw notFound();
    await this.storage.deleteObject(owner.ownerId, key);
  }

  async segmentPage(owner: Owner, query: z.output<typeof KnowledgeSegmentQuery>): Promise<KnowledgeSegmentPage> {
    if (!(await this.repo.findOwned(owner, query.docId))) throw notFound();
    const { rows, total } = await this.segments.page(query.docId, query.page, query.size);
    return { items: rows.map(toSegment), total, page: query.page, size: query.size };
  }

  async saveSegment(owner: Owner, body: z.output<typeof KnowledgeSegmentSave>): Promise<KnowledgeSegment> {
    const current = await this.segments.findOwned(owner, body.id);
    if (!current) throw notFound();
    const text = body.text ?? current.text;
    const title = body.title === undefined ? current.title : body.title || null;
    const reindex = text !== current.text || title !== current.title;
    const saved = await this.segments.update(
      body.id,
      { text, title, characterCount: countCharacters(text), ...(body.enabled === undefined ? {} : { enabled: body.enabled }) },
      reindex ? indexText(title ? `${title}\n${text}` : text) : null,
    );
    if (!saved) throw notFound();
    if (reindex && this.vectors) await this.vectors.embedSegment(saved);
    return toSegment(saved);
  }

  async deleteSegment(owner: Owner, id: string): Promise<void> {
    const current = await this.segments.findOwned(owner, id);
    if (!current) throw notFound();
    await this.segments.delete(id, current.documentId);
  }
}
