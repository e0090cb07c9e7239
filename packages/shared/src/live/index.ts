export * from './rules.ts';
export * from './line-templates.ts';
export * from './api.ts';
export * from './layout.ts';
