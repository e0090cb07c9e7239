/**
 * Loads pdf.js (legacy build, the one meant for Node) without its process-wide slowdowns.
 *
 * The legacy build bundles core-js, which on Node 20 (V8 < 12.2) REPLACES four built-ins for
 * every module of the process, not just pdf.js: Array.prototype.push (about 4x slower, for an
 * edge case of arrays with a read-only length), JSON.parse and JSON.stringify (JavaScript
 * re-implementations for the JSON-with-source proposal, many times slower: the database driver,
 * the job queue and the HTTP layer all go through them) and Function.prototype.toString. pdf.js
 * uses none of those proposals, so the native functions are put back once pdf.js and its worker
 * code are loaded. The polyfills that only ADD methods (Promise.withResolvers, Map.getOrInsert...)
 * are kept: pdf.js needs them.
 *
 * The worker code is loaded here too and handed to pdf.js as `globalThis.pdfjsWorker` (its
 * documented way to run the "fake worker" on the main thread), so no later import can patch the
 * built-ins again.
 */
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

let loading: Promise<PdfJs> | null = null;

export function loadPdfJs(): Promise<PdfJs> {
  loading ??= load();
  return loading;
}

async function load(): Promise<PdfJs> {
  const natives = {
    push: Array.prototype.push,
    parse: JSON.parse,
    stringify: JSON.stringify,
    toString: Function.prototype.toString,
  };
  try {
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // Named through a variable: pdfjs-dist ships no types for its worker bundle, only its presence matters.
    const workerModule = 'pdfjs-dist/legacy/build/pdf.worker.mjs';
    const worker = (await import(workerModule)) as { WorkerMessageHandler: unknown };
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
    return pdfjs;
  } finally {
    restore(Array.prototype, 'push', natives.push);
    restore(JSON, 'parse', natives.parse);
    restore(JSON, 'stringify', natives.stringify);
    restore(Function.prototype, 'toString', natives.toString);
  }
}

function restore<T extends object, K extends keyof T>(target: T, key: K, native: T[K]): void {
  if (target[key] === native) return;
  Object.defineProperty(target, key, { value: native, writable: true, configurable: true, enumerable: false });
}
