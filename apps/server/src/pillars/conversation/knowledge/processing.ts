import type { Readable } from 'node:stream';
import { DocumentParseError } from '@orator/knowledge';
import type { ErrorKey } from '@orator/shared';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import { addWebhookEvent } from '../../../kernel/outbox/webhook-events-repo.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { DocumentRepo, QueuedDocument } from './document-repo.ts';
import { IngestStoppedError, IngestThreads } from './ingest-threads.ts';
import type { PrepareRequest } from './prepare.ts';
import { SEGMENT_INSERT_BATCH, SegmentCountMismatchError, type SegmentRepo } from './segment-repo.ts';
import type { SegmentVectors } from './segment-vectors.ts';

export const KNOWLEDGE_QUEUE = 'knowledge-process';
export type ProcessJobData = QueuedDocument;

/** Enqueues document processing on the shared job queue (pg-boss). */
export class ProcessingQueue {
  constructor(private readonly jobs: JobQueue) {}

  async enqueue(owner: Owner, document: QueuedDocument): Promise<void> {
    await this.jobs.enqueue<ProcessJobData>(KNOWLEDGE_QUEUE, { id: document.id, attempt: document.attempt }, owner);
  }
}

const PARSE_FAILURES: Record<DocumentParseError['reason'], ErrorKey> = {
  corrupt: 'documentCorrupt',
  encrypted: 'documentEncrypted',
  empty: 'documentEmpty',
  unsupported: 'fileFormatNotSupported',
  'too-many-pages': 'documentTooManyPages',
};

type Progress = (percent: number) => Promise<void>;

/** Lets requests waiting on the loop (and on the embedded database) run between two batches. */
const yieldToRequests = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * parse -> segment -> index for one document attempt. The CPU-heavy part (parse, segment, index
 * terms) runs on the ingest thread; this loop only reads the file and stores the segments, in
 * batches with a yield between them, so /healthz and the API keep answering while a 20 MB file
 * is processed. A file that cannot be read fails only its own document with the catalogue
 * reason; the base and its other documents are untouched. Re-running an attempt (a retry after
 * a crash or a restart) starts from a clean slate: no duplicate segments.
 */
export class DocumentProcessor {
  constructor(
    private readonly documents: DocumentRepo,
    private readonly segments: SegmentRepo,
    private readonly storage: StorageService,
    /** Set when an embeddings server is configured; embeds the stored segments (never fails the document). */
    private readonly vectors: SegmentVectors | null = null,
    private readonly threads: IngestThreads = new IngestThreads(),
  ) {}

  /**
   * `signal` (the job's) stops the work: the thread is terminated and the document stays
   * processing, for the job's next run (IngestStoppedError is thrown, the job is not failed here).
   */
  async process(job: QueuedDocument, report: Progress = async () => {}, signal?: AbortSignal): Promise<void> {
    const found = await this.documents.withBase(job.id);
    if (!found || found.document.attempt !== job.attempt || found.document.status !== 'processing') return; // superseded or deleted
    const { document, base } = found;
    let stored = false;
    const progress = async (percent: number) => {
      await this.documents.update(document.id, job.attempt, { progress: percent });
      await report(percent);
    };
    try {
      await progress(5);
      const bytes = await this.readStored(base.ownerId, document.storageKey);
      await progress(20);
      const request: PrepareRequest = {
        format: document.format,
        sourceUrl: document.sourceUrl,
        segmentMode: base.segmentMode === 'delimiter' ? 'delimiter' : 'auto',
        segmentDelimiters: base.segmentDelimiters,
        segmentMaxLength: base.segmentMaxLength,
        countQuestions: base.type === 'qa',
      };
      const prepared = await this.threads.prepare(bytes, request, signal);
      try {
        await progress(85);
        if (!(await this.segments.clearForAttempt(document.id, job.attempt, yieldToRequests))) return;
        for (let start = 0; start < prepared.segmentCount; start += SEGMENT_INSERT_BATCH) {
          const batch = await prepared.take(start, SEGMENT_INSERT_BATCH);
          if ((await this.segments.insertBatch(document.id, job.attempt, base.id, batch)) === 0) return; // superseded meanwhile
          await yieldToRequests();
        }
      } finally {
        prepared.release();
      }
      const segmentCount = prepared.segmentCount;
      stored = await this.segments.markAvailable(
        document.id,
        job.attempt,
        segmentCount,
        { characterCount: prepared.characterCount, questionCount: prepared.questionCount },
        (tx) =>
          addWebhookEvent(tx, {
            userId: base.ownerId,
            tenantId: base.tenantId,
            type: 'knowledge.ready',
            data: { baseId: base.id, documentId: document.id, documentName: document.name, segmentCount },
            sourceKey: `knowledge:${document.id}:${job.attempt}:available`,
          }),
      );
    } catch (error) {
      // Stopped, or the database failed: the document stays processing and the job runs again.
      if (error instanceof IngestStoppedError || error instanceof SegmentCountMismatchError) throw error;
      const reason: ErrorKey = error instanceof DocumentParseError ? PARSE_FAILURES[error.reason] : 'documentProcessingFailed';
      if (!(error instanceof DocumentParseError))
        console.warn('[knowledge] processing failed:', error instanceof Error ? error.message : error);
      await this.documents.update(document.id, job.attempt, { status: 'failed', failureReason: reason, progress: 100 });
    }
    if (stored && this.vectors) await this.vectors.embedDocument(document.id, base.id);
  }

  /** Ends the ingest thread (shutdown): a document in work stays processing for the next run. */
  close(): Promise<void> {
    return this.threads.close();
  }

  private async readStored(ownerId: string, key: string): Promise<Buffer> {
    const row = await this.storage.headObject(ownerId, key);
    if (!row) throw new Error(`stored file missing: ${key}`);
    return collect(await this.storage.openObject(row));
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    size += buffer.length;
  }
  // One buffer that owns its memory (never Node's shared pool): it is transferred to the thread, not copied.
  const whole = Buffer.from(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    chunk.copy(whole, at);
    at += chunk.length;
  }
  return whole;
}
