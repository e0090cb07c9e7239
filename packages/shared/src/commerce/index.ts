export * from './catalogue.ts';
export * from './abilities.ts';
export * from './offer.ts';
export * from './api.ts';
export * from './codes.ts';
export * from './distribution.ts';
