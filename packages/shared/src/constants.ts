/** @orator/shared/constants: the product's numbers (kernel/constants), the plan table (kernel/plans) and the studio's numbers. */
export * from './kernel/constants/timeline.ts';
export * from './kernel/constants/upload.ts';
export * from './kernel/constants/client.ts';
export * from './kernel/constants/account.ts';
export * from './kernel/constants/limits.ts';
export * from './studio/constants/subtitle.ts';
export * from './studio/constants/watermark.ts';
export * from './kernel/constants/languages.ts';
export * from './kernel/plans/plans.ts';
export * from './kernel/plans/deduction.ts';
export * from './studio/constants/export-cases.ts';
export * from './studio/constants/cover.ts';
