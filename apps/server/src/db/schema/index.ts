// Every table of the app. Each module owns one file; drizzle-kit reads this index.
export * from './accounts.ts';
export * from './jobs.ts';
export * from './storage.ts';
export * from './video.ts';
export * from './catalog.ts';
export * from './qa.ts';
export * from './roles.ts';
export * from './materials.ts';
export * from './knowledge.ts';
export * from './conversation.ts';
export * from './robots.ts';
export * from './batch.ts';
export * from './user-avatars.ts';
export * from './clones.ts';
export * from './voice-profiles.ts';
export * from './video-dub.ts';
export * from './live.ts';
