export * from './config.ts';
export * from './merge.ts';
