// Pure rules of the creation wizards (PPT, URL/one-click scripts, batch). One export line per part.
export * from './script.ts';
export * from './batch.ts';
export * from './batch-api.ts';
export * from './url.ts';
export * from './ppt.ts';
export * from './translate.ts';
export * from './translate-api.ts';
export * from './project-translation.ts';
