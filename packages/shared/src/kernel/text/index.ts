export * from './sentences.ts';
export * from './clauses.ts';
export * from './spoken.ts';
export * from './words.ts';
