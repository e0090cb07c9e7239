// Talking photo (issue 12 §1): photo rules, the photo API. One export line per part.
export * from './image-header.ts';
export * from './rules.ts';
export * from './api.ts';
export * from './usage.ts';
