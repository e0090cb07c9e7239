export * from './accounts.ts';
export * from './storage.ts';
export * from './jobs.ts';
export * from './video.ts';
export * from './catalog.ts';
export * from './preview.ts';
