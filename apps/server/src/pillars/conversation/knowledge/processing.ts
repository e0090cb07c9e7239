import type { Readable } from 'node:stream';
import {
  DocumentParseError,
  indexText,
  parseDelimiters,
  parseDocument,
  parseWebPage,
  segmentDocument,
  type DocumentFormat,
  type ParsedDocument,
} from '@orator/knowledge';
import type { ErrorKey } from '@orator/shared';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import { addWebhookEvent } from '../../../kernel/outbox/webhook-events-repo.ts';
import type { Owner } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { BaseRow } from './base-repo.ts';
import type { DocumentRepo, DocumentRow, QueuedDocument } from './document-repo.ts';
import type { SegmentRepo } from './segment-repo.ts';
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
};

type Progress = (percent: number) => Promise<void>;

/**
 * parse -> segment -> index for one document attempt. A file that cannot be read fails only its
 * own document with the catalogue reason; the base and its other documents are untouched.
 */
export class DocumentProcessor {
  constructor(
    private readonly documents: DocumentRepo,
    private readonly segments: SegmentRepo,
    private readonly storage: StorageService,
    /** Set when an embeddings server is configured; embeds the stored segments (never fails the document). */
    private readonly vectors: SegmentVectors | null = null,
  ) {}

  async process(job: QueuedDocument, report: Progress = async () => {}): Promise<void> {
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
      const parsed = await parse(document, bytes);
      if (parsed.characterCount === 0) throw new DocumentParseError('empty');
      await progress(50);
      const drafts = segmentDocument(parsed, {
        mode: base.segmentMode === 'delimiter' ? 'delimiter' : 'auto',
        delimiters: parseDelimiters(base.segmentDelimiters),
        maxLength: base.segmentMaxLength,
      });
      if (drafts.length === 0) throw new DocumentParseError('empty');
      await progress(70);
      const segments = drafts.map((draft) => ({ ...draft, terms: indexText(draft.title ? `${draft.title}\n${draft.text}` : draft.text) }));
      await progress(85);
      stored = await this.segments.replace(
        document.id,
        job.attempt,
        base.id,
        segments,
        {
          characterCount: parsed.characterCount,
          questionCount: questionCountOf(base, parsed),
        },
        (tx) =>
          addWebhookEvent(tx, {
            userId: base.ownerId,
            tenantId: base.tenantId,
            type: 'knowledge.ready',
            data: { baseId: base.id, documentId: document.id, documentName: document.name, segmentCount: segments.length },
            sourceKey: `knowledge:${document.id}:${job.attempt}:available`,
          }),
      );
    } catch (error) {
      const reason: ErrorKey = error instanceof DocumentParseError ? PARSE_FAILURES[error.reason] : 'documentProcessingFailed';
      if (!(error instanceof DocumentParseError))
        console.warn('[knowledge] processing failed:', error instanceof Error ? error.message : error);
      await this.documents.update(document.id, job.attempt, { status: 'failed', failureReason: reason, progress: 100 });
    }
    if (stored && this.vectors) await this.vectors.embedDocument(document.id, base.id);
  }

  private async readStored(ownerId: string, key: string): Promise<Buffer> {
    const row = await this.storage.headObject(ownerId, key);
    if (!row) throw new Error(`stored file missing: ${key}`);
    return collect(await this.storage.openObject(row));
  }
}

async function parse(document: DocumentRow, bytes: Buffer): Promise<ParsedDocument> {
  // A fetched page keeps its readable article only; an uploaded .html file is parsed whole.
  if (document.format === 'html' && document.sourceUrl) return parseWebPage(new TextDecoder().decode(bytes), document.sourceUrl);
  return parseDocument(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), document.format as DocumentFormat);
}

/** A Q&A base counts its table rows as question-answer pairs (question + answer columns). */
function questionCountOf(base: BaseRow, parsed: ParsedDocument): number {
  if (base.type !== 'qa') return 0;
  return parsed.blocks.filter((block) => block.kind === 'table-row').length;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
