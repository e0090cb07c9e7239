// pdfjs-dist ships no types for its worker bundle; only its presence matters (see pdfjs.ts).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
