/** The sample photos moved to src/node/sample-photos.ts (@orator/faces/samples); this path stays for existing importers. */
export * from '../src/node/sample-photos.ts';
