/**
 * @orator/shared/testing: small builders of tracks, clips and pages for tests of the models
 * and of the editor stores. Test code only; product code never imports this entry.
 */
export * from './timeline/testTracks.ts';
export * from './editor/testPages.ts';
export * from './wizards/batch-cases.ts';
export * from './company/menu-right-cases.ts';
