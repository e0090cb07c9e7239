export * from './sentences.ts';
