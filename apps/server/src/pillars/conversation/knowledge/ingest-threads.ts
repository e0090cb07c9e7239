import { Worker } from 'node:worker_threads';
import { DocumentParseError } from '@orator/knowledge';
import type { FromThread, ToThread } from './ingest-thread.ts';
import type { PrepareRequest } from './prepare.ts';
import type { SegmentInsert } from './segment-repo.ts';

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

/** A document prepared on the thread: its counts, and its segments to take a batch at a time. */
export interface PreparedOnThread {
  characterCount: number;
  questionCount: number;
  segmentCount: number;
  take(start: number, count: number): Promise<SegmentInsert[]>;
  /** Frees the thread for the next document (always call it, also after a failure). */
  release(): void;
}

const ENTRY = new URL('./ingest-thread.mjs', import.meta.url);
const DEFAULT_MAX_HEAP_MB = 1536;
const DEFAULT_IDLE_MS = 60_000;

type Answer = Exclude<FromThread, { type: 'ready' }>;

/**
 * Runs prepareDocument (parse -> segment -> index) on one worker thread, one document at a time:
 * on a 2-core machine one thread beside the request loop is the most that helps, and the loop
 * then only does IO. The file's bytes are transferred to the thread, not copied; the segments
 * come back in batches, so the loop never deserialises a whole document in one go. Aborting
 * (job cancelled, SIGTERM) terminates the thread at once: a parse cannot be interrupted from
 * outside any other way; the next document starts a new thread.
 */
export class IngestThreads {
  private worker: Worker | null = null;
  private ready: Promise<void> | null = null;
  /** The one request in flight per document id. */
  private readonly pending = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  /** Documents run one after another: each waits until the one before it is released. */
  private queue: Promise<void> = Promise.resolve();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly maxHeapMb: number;
  private readonly idleMs: number;

  constructor(options: IngestThreadOptions = {}) {
    this.maxHeapMb = options.maxHeapMb ?? DEFAULT_MAX_HEAP_MB;
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  }

  /**
   * Prepares the document on the thread. Throws DocumentParseError for a file that cannot be read,
   * IngestStoppedError when `signal` aborts first, and Error when the thread fails (out of memory).
   * `bytes` may be detached afterwards: the caller must not use it again.
   */
  async prepare(bytes: Uint8Array, request: PrepareRequest, signal?: AbortSignal): Promise<PreparedOnThread> {
    let release!: () => void;
    const turn = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await turn;
    let released = false;
    const id = this.nextId++;
    const onAbort = (): void => void this.terminate(new IngestStoppedError());
    const done = (): void => {
      if (released) return;
      released = true;
      signal?.removeEventListener('abort', onAbort);
      if (this.worker) this.send({ type: 'release', id });
      this.idle();
      release();
    };
    try {
      if (signal?.aborted) throw new IngestStoppedError();
      signal?.addEventListener('abort', onAbort, { once: true });
      await this.started();
      // A buffer that owns its memory is transferred; a view into a larger one is copied.
      const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
      const answer = await this.ask({ type: 'prepare', id, bytes, request }, owned ? [bytes.buffer as ArrayBuffer] : []);
      if (answer.type === 'failed')
        throw answer.failure ? new DocumentParseError(answer.failure, answer.message) : new Error(answer.message);
      if (answer.type !== 'prepared') throw new Error(`unexpected answer ${answer.type}`);
      return {
        characterCount: answer.characterCount,
        questionCount: answer.questionCount,
        segmentCount: answer.segmentCount,
        take: async (start, count) => {
          if (signal?.aborted) throw new IngestStoppedError();
          const batch = await this.ask({ type: 'take', id, start, count });
          return batch.type === 'segments' ? batch.segments : [];
        },
        release: done,
      };
    } catch (error) {
      done();
      throw error;
    }
  }

  /** Ends the thread (a document in work fails with IngestStoppedError). */
  async close(): Promise<void> {
    await this.terminate(new IngestStoppedError());
  }

  private ask(message: ToThread, transfer: ArrayBuffer[] = []): Promise<Answer> {
    const worker = this.worker;
    if (!worker) return Promise.reject(new IngestStoppedError());
    return new Promise<Answer>((resolve, reject) => {
      this.pending.set(message.id, { resolve, reject });
      worker.postMessage(message, transfer);
    });
  }

  private send(message: ToThread): void {
    this.worker?.postMessage(message);
  }

  /** No document in work: the thread no longer keeps the process alive, and ends after idleMs. */
  private idle(): void {
    if (!this.worker || this.pending.size > 0) return;
    this.worker.unref();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
    this.idleTimer.unref();
  }

  private async started(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (!this.worker || !this.ready) {
      const worker = new Worker(ENTRY, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb } });
      this.worker = worker;
      this.ready = new Promise<void>((resolve, reject) => {
        worker.on('message', (message: FromThread) => {
          if (message.type === 'ready') return resolve();
          const pending = this.pending.get(message.id);
          this.pending.delete(message.id);
          pending?.resolve(message);
        });
        worker.on('error', (error) => {
          reject(error);
          void this.terminate(new Error(`the ingest thread failed: ${error.message}`));
        });
        worker.on('exit', () => {
          // Also when terminated while starting: whoever awaits the start must not wait for ever.
          reject(new IngestStoppedError());
          if (this.worker !== worker) return;
          this.failAll(new Error('the ingest thread exited'));
          this.worker = null;
          this.ready = null;
        });
      });
    }
    // A document in work keeps the process alive (a bench or a script awaits only this).
    this.worker.ref();
    await this.ready;
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
