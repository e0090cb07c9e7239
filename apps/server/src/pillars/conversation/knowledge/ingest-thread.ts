/**
 * The ingest thread (see ingest-threads.ts): parses, segments and indexes a document, keeps the
 * result and hands its segments out a batch at a time, so the request loop never deserialises
 * (nor holds) a whole 20 MB document at once.
 */
import { parentPort } from 'node:worker_threads';
import { failureAnswer, prepareDocument, type PreparedDocument, type PrepareRequest } from './prepare.ts';
import type { SegmentInsert } from './segment-repo.ts';
import type { DocumentParseFailure } from '@orator/knowledge';

export type ToThread =
  | { type: 'prepare'; id: number; bytes: Uint8Array; request: PrepareRequest }
  | { type: 'take'; id: number; start: number; count: number }
  | { type: 'release'; id: number };

export type FromThread =
  | { type: 'ready' }
  | { type: 'prepared'; id: number; characterCount: number; questionCount: number; segmentCount: number }
  | { type: 'failed'; id: number; failure: DocumentParseFailure | null; message: string }
  | { type: 'segments'; id: number; segments: SegmentInsert[] };

const port = parentPort;
const prepared = new Map<number, PreparedDocument>();

if (port) {
  const send = (message: FromThread): void => port.postMessage(message);
  port.on('message', (message: ToThread) => {
    if (message.type === 'prepare') {
      void prepareDocument(message.bytes, message.request).then(
        (document) => {
          prepared.set(message.id, document);
          const { characterCount, questionCount, segments } = document;
          send({ type: 'prepared', id: message.id, characterCount, questionCount, segmentCount: segments.length });
        },
        (error: unknown) => {
          const answer = failureAnswer(error);
          send({ type: 'failed', id: message.id, failure: answer.ok ? null : answer.failure, message: answer.ok ? '' : answer.message });
        },
      );
    } else if (message.type === 'take') {
      const segments = prepared.get(message.id)?.segments.slice(message.start, message.start + message.count) ?? [];
      send({ type: 'segments', id: message.id, segments });
    } else prepared.delete(message.id);
  });
  send({ type: 'ready' });
}
