export * from './triggers.ts';
export * from './reply-queue.ts';
export * from './playlist.ts';
export * from './interaction-api.ts';
export * from './api.ts';
