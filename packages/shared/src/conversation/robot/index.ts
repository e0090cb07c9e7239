export * from './types.ts';
export * from './rules.ts';
export * from './controls.ts';
export * from './charge.ts';
export * from './intent.ts';
