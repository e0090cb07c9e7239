/**
 * @orator/shared/testing: small builders of tracks, clips and pages for tests of the models
 * and of the editor stores. Test code only; product code never imports this entry.
 */
export * from './studio/timeline/testTracks.ts';
export * from './studio/editor/testPages.ts';
export * from './studio/wizards/batch-cases.ts';
export * from './platform/company/menu-right-cases.ts';
