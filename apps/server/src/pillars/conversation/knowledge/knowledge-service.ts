import { KNOWLEDGE_UPLOAD_MAX_BYTES } from '@orator/shared';
import type { HitTestHit, HitTestQuery, HitTestResult, KnowledgeDocument, UiLanguage } from '@orator/shared';
import type { z } from 'zod';
import type { AppDb } from '../../../kernel/db/client.ts';
import { AppError } from '../../../kernel/http/app-error.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import type { Embeddings } from '../../../kernel/ai/embeddings.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import { BaseRepo } from './base-repo.ts';
import { BaseService } from './base-service.ts';
import { DocumentRepo } from './document-repo.ts';
import { DocumentService, type UploadLimits } from './document-service.ts';
import { DocumentProcessor, ProcessingQueue } from './processing.ts';
import { RELEVANCE_WEIGHTS, Retrieval } from './retrieval.ts';
import type { WordVectorStore } from './word-vector-store.ts';
import { SegmentRepo } from './segment-repo.ts';
import { SegmentVectors } from './segment-vectors.ts';
import { VectorRepo } from './vector-repo.ts';
import { webDocumentOf, webUploadLimits } from './web-document.ts';
import { fetchWebPage, type WebFetchLimits } from '../../../kernel/net/web-fetch.ts';

const WEB_FETCH_TIMEOUT_MS = 15_000;
const WEB_FETCH_MAX_REDIRECTS = 5;

/**
 * Knowledge bases, their documents and segments, processing and retrieval. The methods below the
 * sub-services are what other modules (roles, the answer engine) call; their signatures are fixed.
 */
export class KnowledgeService {
  readonly bases: BaseService;
  readonly documentService: DocumentService;
  readonly processor: DocumentProcessor;
  readonly retrieval: Retrieval;
  private readonly baseRepo: BaseRepo;
  private readonly segmentRepo: SegmentRepo;
  private readonly vectors: SegmentVectors | null;

  constructor(
    db: AppDb,
    storage: StorageService,
    jobs: JobQueue,
    private readonly webFetch: Pick<WebFetchLimits, 'allowPrivate'> = { allowPrivate: false },
    /** The embeddings server (EMBEDDINGS_BASE_URL); null = retrieval is lexical only. */
    embeddings: Embeddings | null = null,
    /** Offline English word vectors for rewording (null: none). */
    readonly words: WordVectorStore | null = null,
  ) {
    const vectors = embeddings ? new SegmentVectors(new VectorRepo(db), embeddings) : null;
    this.vectors = vectors;
    this.baseRepo = new BaseRepo(db);
    const documentRepo = new DocumentRepo(db);
    this.segmentRepo = new SegmentRepo(db);
    const queue = new ProcessingQueue(jobs);
    this.bases = new BaseService(this.baseRepo, documentRepo, storage, queue);
    this.documentService = new DocumentService(documentRepo, this.segmentRepo, storage, queue, vectors);
    this.processor = new DocumentProcessor(documentRepo, this.segmentRepo, storage, vectors);
    this.retrieval = new Retrieval(this.segmentRepo, vectors, 'relevance', RELEVANCE_WEIGHTS, words ?? undefined);
  }

  /** The hit test of one base (404 when it is not the caller's). */
  async hitTest(owner: Owner, query: z.output<typeof HitTestQuery>): Promise<HitTestResult> {
    const started = performance.now();
    await this.bases.require(owner, query.id);
    const [hits, vectorsMissing] = await Promise.all([
      this.retrieval.search([query.id], query.query, query),
      this.vectors?.documentsMissingVectors(query.id),
    ]);
    return {
      hits,
      vector: this.vectors !== null,
      ...(vectorsMissing ? { vectorsMissing } : {}),
      tookMs: Math.round((performance.now() - started) * 10) / 10,
    };
  }

  /** Fetches the page server-side (see web-fetch.ts for the limits) and adds it like an upload. */
  async webUpload(owner: Owner, baseId: string, url: string, language?: UiLanguage): Promise<KnowledgeDocument> {
    await this.bases.require(owner, baseId); // 404 before any request leaves the server
    const page = await fetchWebPage(url, {
      timeoutMs: WEB_FETCH_TIMEOUT_MS,
      maxBytes: KNOWLEDGE_UPLOAD_MAX_BYTES,
      maxRedirects: WEB_FETCH_MAX_REDIRECTS,
      allowPrivate: this.webFetch.allowPrivate,
    });
    return this.documentService.upload(owner, baseId, webDocumentOf(page), {
      rename: true,
      limits: webUploadLimits(KNOWLEDGE_UPLOAD_MAX_BYTES),
      language,
    });
  }

  // ---------------------------------------------------------------- for other modules

  /** True when an embeddings server is configured (the chat status reports it). */
  get embeddingsEnabled(): boolean {
    return this.retrieval.vectorEnabled;
  }

  /** One fused ranking across the given bases; bases the owner cannot see are skipped silently. */
  async search(
    owner: Owner,
    baseIds: readonly string[],
    query: string,
    options: { topN: number; threshold: number },
  ): Promise<HitTestHit[]> {
    const owned = await this.baseRepo.ownedIds(owner, [...new Set(baseIds)]);
    return this.retrieval.search(owned, query, options);
  }

  /** The first `limit` retrievable segments of a base (e.g. offline Q&A generation); [] for a base the owner cannot see. */
  async segmentSample(
    owner: Owner,
    baseId: string,
    limit: number,
  ): Promise<Array<{ title: string | null; text: string; documentName: string }>> {
    if (!(await this.bases.exists(owner, baseId))) return [];
    return this.segmentRepo.sample(baseId, Math.max(0, Math.floor(limit)));
  }

  /** A role's own base for its role documents: type 'file', not listed by basePage. */
  createPrivateBase(owner: Owner, name: string): Promise<string> {
    return this.bases.create(owner, name, 'file', true);
  }

  /**
   * Adds a document (processing starts in the background). A name already in the base gets a
   * numbered suffix. `limits` replaces the knowledge formats / 20 MB (role documents: 10 MB, role formats).
   */
  uploadDocument(
    owner: Owner,
    baseId: string,
    file: { fileName: string; bytes: Buffer },
    limits?: { maxBytes: number; formats: readonly string[] },
  ): Promise<KnowledgeDocument> {
    const uploadLimits: UploadLimits | undefined = limits;
    return this.documentService.upload(owner, baseId, file, { rename: true, limits: uploadLimits });
  }

  /** The base's documents in upload order (404 when it is not the caller's). */
  async documents(owner: Owner, baseId: string, language?: UiLanguage): Promise<KnowledgeDocument[]> {
    await this.bases.require(owner, baseId);
    return this.documentService.list(baseId, language);
  }

  deleteDocument(owner: Owner, documentId: string): Promise<void> {
    return this.documentService.delete(owner, documentId);
  }

  baseExists(owner: Owner, baseId: string): Promise<boolean> {
    return this.bases.exists(owner, baseId);
  }

  /** Removes a base with its documents and files (a deleted role's private base); unknown or foreign ids: nothing. */
  async deleteBase(owner: Owner, baseId: string): Promise<void> {
    if (await this.bases.exists(owner, baseId)) await this.bases.delete(owner, baseId).catch(ignoreNotFound);
  }
}

/** A base deleted by a racing request is already gone, which is what was asked. */
function ignoreNotFound(error: unknown): void {
  if (!(error instanceof AppError && error.status === 404)) throw error;
}
