import { describe, expect, it } from 'vitest';
import { isStorageUrl } from './mediaUrl.ts';
import { actionsFor, editorPathFor, formatDuration, validProjectName } from './projectActions.ts';
import { PROJECT_TAB_QUERIES, toWorkspaceTab, WORKSPACE_TABS } from './workspaceTabs.ts';

describe('project card actions', () => {
  it('offers edit, no download and no re-synthesis for a draft', () => {
    expect(actionsFor({ state: 'notSynthesized', finished: false, collected: false })).toEqual([
      'edit',
      'rename',
      'copy',
      'collect',
      'delete',
    ]);
  });
  it('offers re-edit, re-synthesis and download for a finished video, uncollect when collected', () => {
    expect(actionsFor({ state: 'succeeded', finished: true, collected: true })).toEqual([
      'reEdit',
      'resynthesize',
      'download',
      'rename',
      'copy',
      'uncollect',
      'delete',
    ]);
  });
  it('lets a failed render be synthesised again, but not a running one', () => {
    expect(actionsFor({ state: 'failed', finished: false, collected: false })).toContain('resynthesize');
    const running = actionsFor({ state: 'synthesizing', finished: true, collected: false });
    expect(running).not.toContain('resynthesize');
    expect(running).not.toContain('download');
  });
});

describe('editor routes and names', () => {
  it('opens page kinds in the page editor and track kinds on the timeline', () => {
    expect(editorPathFor({ id: 'a b', projectType: 'Lamination' })).toBe('/main/lamination/a%20b');
    expect(editorPathFor({ id: 'x', projectType: 'MeisheTrack' })).toBe('/videoeditor/x');
  });
  it('refuses empty names and trims others', () => {
    expect(validProjectName('   ')).toBeNull();
    expect(validProjectName('  Intro ')).toBe('Intro');
    expect(validProjectName('x'.repeat(201))).toBeNull();
  });
  it('formats durations as m:ss', () => {
    expect(formatDuration(65_400)).toBe('1:05');
    expect(formatDuration(null)).toBeNull();
  });
});

describe('workspace tabs', () => {
  it('falls back to featured templates for unknown tabs', () => {
    expect(toWorkspaceTab('drafts')).toBe('drafts');
    expect(toWorkspaceTab('nope')).toBe('featured');
    expect(toWorkspaceTab(null)).toBe('featured');
  });
  it('maps every project tab to a list query', () => {
    expect(WORKSPACE_TABS).toHaveLength(9);
    expect(PROJECT_TAB_QUERIES.stacked).toEqual({ filter: 'all', projectType: 'Lamination' });
    expect(PROJECT_TAB_QUERIES.collection?.filter).toBe('collected');
  });
});

describe('media links', () => {
  it('adds the session to stored-object links only', () => {
    expect(isStorageUrl('/oss/orator/a%20b.png')).toBe(true);
    expect(isStorageUrl('/oss/orator/u/1/x.jpg?expires=1&signature=ab')).toBe(false);
    expect(isStorageUrl('/manprocess/catalog/file/backgrounds/x')).toBe(false);
    expect(isStorageUrl('/oss/media-links')).toBe(false);
  });
});
