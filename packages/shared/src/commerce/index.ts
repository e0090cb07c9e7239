export * from '../kernel/plans/catalogue.ts';
export * from '../kernel/plans/abilities.ts';
export * from './offer.ts';
export * from './api.ts';
export * from './codes.ts';
export * from './distribution.ts';
