export * from './sentences.ts';
export * from './clauses.ts';
