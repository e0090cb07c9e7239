export * from './snapshotHistory.ts';
