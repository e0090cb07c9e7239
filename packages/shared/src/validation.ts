/** @orator/shared/validation: the field rules (kernel/validation) and the knowledge-upload rule of the conversation pillar. */
export * from './kernel/validation/result.ts';
export * from './kernel/validation/account.ts';
export * from './kernel/validation/names.ts';
export * from './kernel/validation/upload.ts';
export * from './kernel/validation/dubbing.ts';
export * from './kernel/validation/time.ts';
export * from './kernel/validation/avatar.ts';
export * from './kernel/validation/misc.ts';
export * from './kernel/validation/schemas.ts';
export * from './kernel/validation/composition-time.ts';
export * from './conversation/validation/knowledge.ts';
export * from './kernel/validation/image-size.ts';
