import { Worker } from 'node:worker_threads';
import { DocumentParseError } from '@orator/knowledge';
import type { AnswerMessage, PrepareMessage } from './ingest-thread.ts';
import type { PreparedDocument, PrepareRequest } from './prepare.ts';

/** The ingest was stopped (the job was cancelled or the process is shutting down): not the document's fault. */
export class IngestStoppedError extends Error {
  constructor() {
    super('document processing stopped');
    this.name = 'IngestStoppedError';
  }
}

export interface IngestThreadOptions {
  /** Heap limit of the thread: a document that needs more fails alone instead of taking the server down. */
  maxHeapMb?: number;
  /** An idle thread ends after this long (it holds pdf.js, jieba and their caches: hundreds of MB). */
  idleMs?: number;
}

const ENTRY = new URL('./ingest-thread.mjs', import.meta.url);
const DEFAULT_MAX_HEAP_MB = 1536;
const DEFAULT_IDLE_MS = 60_000;

interface Pending {
  resolve: (document: PreparedDocument) => void;
  reject: (error: Error) => void;
}

/**
 * Runs prepareDocument (parse -> segment -> index) on one worker thread, one document at a time:
 * on a 2-core machine one thread beside the request loop is the most that helps, and the loop
 * then only does IO. The file's bytes are transferred to the thread, not copied. Aborting a
 * document (job cancelled, SIGTERM) terminates the thread at once: a parse cannot be interrupted
 * from outside any other way; the next document starts a new one.
 */
export class IngestThreads {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Documents run one after another: each waits for the one before it. */
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly maxHeapMb: number;
  private readonly idleMs: number;

  constructor(options: IngestThreadOptions = {}) {
    this.maxHeapMb = options.maxHeapMb ?? DEFAULT_MAX_HEAP_MB;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  }

  /**
   * The document prepared on the thread. Throws DocumentParseError for a file that cannot be read,
   * IngestStoppedError when `signal` aborts first, and Error when the thread fails (out of memory).
   * `bytes` is detached: the caller must not use it afterwards.
   */
  prepare(bytes: Uint8Array, request: PrepareRequest, signal?: AbortSignal): Promise<PreparedDocument> {
    const run = this.queue.then(() => this.runOne(bytes, request, signal));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Ends the thread (pending documents fail with IngestStoppedError). */
  async close(): Promise<void> {
    await this.terminate(new IngestStoppedError());
  }

  private async runOne(bytes: Uint8Array, request: PrepareRequest, signal?: AbortSignal): Promise<PreparedDocument> {
    if (signal?.aborted) throw new IngestStoppedError();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const worker = await this.started();
    const id = this.nextId++;
    const onAbort = (): void => void this.terminate(new IngestStoppedError());
    signal?.addEventListener('abort', onAbort, { once: true });
    // A document in work keeps the process alive (a bench or a script awaits only this); an idle thread does not.
    worker.ref();
    try {
      return await new Promise<PreparedDocument>((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        // A buffer that owns its memory is transferred; a view into a larger one (Node's pooled
        // small buffers) is copied, so the pool is not detached under other users.
        const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
        const message: PrepareMessage = { id, bytes, request };
        worker.postMessage(message, owned ? [bytes.buffer as ArrayBuffer] : []);
      });
    } finally {
      signal?.removeEventListener('abort', onAbort);
      this.pending.delete(id);
      if (this.pending.size === 0 && this.worker) {
        this.worker.unref();
        this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
        this.idleTimer.unref();
      }
    }
  }

  private started(): Promise<Worker> {
    if (this.worker && this.ready) {
      const worker = this.worker;
      return this.ready.then(() => worker);
    }
    const worker = new Worker(ENTRY, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb } });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: AnswerMessage | 'ready') => {
        if (message === 'ready') return resolve();
        const pending = this.pending.get(message.id);
        if (!pending) return;
        const { answer } = message;
        if (answer.ok) pending.resolve(answer.document);
        else pending.reject(answer.failure ? new DocumentParseError(answer.failure, answer.message) : new Error(answer.message));
      });
      worker.on('error', (error) => {
        reject(error);
        void this.terminate(new Error(`the ingest thread failed: ${error.message}`));
      });
      worker.on('exit', () => {
        if (this.worker !== worker) return;
        reject(new Error('the ingest thread exited'));
        this.failAll(new Error('the ingest thread exited'));
        this.worker = null;
        this.ready = null;
      });
    });
    return this.ready.then(() => worker);
  }

  private async terminate(reason: Error): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    this.ready = null;
    this.failAll(reason);
    if (worker) await worker.terminate();
  }

  private failAll(reason: Error): void {
    for (const pending of this.pending.values()) pending.reject(reason);
    this.pending.clear();
  }
}
