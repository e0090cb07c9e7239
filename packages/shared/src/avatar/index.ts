export * from './params.ts';
