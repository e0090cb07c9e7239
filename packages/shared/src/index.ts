export * from './envelope.ts';
export * from './errors.ts';
export * from './locale.ts';
export * from './viseme.ts';
export * from './api/index.ts';
