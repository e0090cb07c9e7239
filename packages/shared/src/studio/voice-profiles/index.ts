// Voice profiles: editions and limits, reading sentences, the API contract.
export * from './editions.ts';
export * from './sentences.ts';
export * from './api.ts';
