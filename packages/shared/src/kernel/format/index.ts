export * from './fileSize.ts';
export * from './money.ts';
export * from './phone.ts';
export * from './time.ts';
export * from './id.ts';
export * from './safeFileName.ts';
