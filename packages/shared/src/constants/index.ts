export * from './timeline.ts';
export * from './upload.ts';
export * from './client.ts';
export * from './account.ts';
export * from './limits.ts';
export * from './subtitle.ts';
export * from './watermark.ts';
export * from './languages.ts';
