export * from './config.ts';
export * from './merge.ts';
export * from './menu-rights.ts';
