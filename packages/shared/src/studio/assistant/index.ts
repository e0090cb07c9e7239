export * from './api.ts';
export * from './options.ts';
export * from './writer.ts';
export * from './allowance.ts';
export * from './transcription.ts';
export * from './image.ts';
export * from './speech.ts';
