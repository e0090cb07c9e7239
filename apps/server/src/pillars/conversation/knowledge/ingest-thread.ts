/**
 * The ingest thread (see ingest-threads.ts): parses, segments and indexes one document at a time
 * for the process that started it. Messages: in { id, bytes, request }, out { id, answer }.
 */
import { parentPort } from 'node:worker_threads';
import { failureAnswer, prepareDocument, type PrepareAnswer, type PrepareRequest } from './prepare.ts';

export interface PrepareMessage {
  id: number;
  bytes: Uint8Array;
  request: PrepareRequest;
}

export interface AnswerMessage {
  id: number;
  answer: PrepareAnswer;
}

const port = parentPort;
if (port) {
  port.on('message', (message: PrepareMessage) => {
    void prepareDocument(message.bytes, message.request).then(
      (document) => port.postMessage({ id: message.id, answer: { ok: true, document } } satisfies AnswerMessage),
      (error: unknown) => port.postMessage({ id: message.id, answer: failureAnswer(error) } satisfies AnswerMessage),
    );
  });
  port.postMessage('ready');
}
