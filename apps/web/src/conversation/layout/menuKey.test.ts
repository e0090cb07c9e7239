import { describe, expect, it } from 'vitest';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import { menuKeyOf, phoneViewOf } from './menuKey.ts';

describe('menuKeyOf', () => {
  it('lights the menu entry a page belongs to', () => {
    expect(menuKeyOf('/aiask/home/role')).toBe(AIASK_ROUTES.role);
    expect(menuKeyOf('/aiask/home/knowledgeList/table')).toBe(AIASK_ROUTES.knowledgeTable);
    expect(menuKeyOf('/aiask/home/knowLedgeDetail/knowledgeHitTest')).toBe(AIASK_ROUTES.knowledgeTable);
    expect(menuKeyOf('/aiask/home/knowledgeList/qaLibrary/abc')).toBe(AIASK_ROUTES.qaLibraries);
    expect(menuKeyOf('/aiask/home/material')).toBe(AIASK_ROUTES.material);
    expect(menuKeyOf('/aiask/home/project')).toBe(AIASK_ROUTES.project);
    expect(menuKeyOf('/aiask/home')).toBe(AIASK_ROUTES.project);
    expect(menuKeyOf('/aiask/home/recording')).toBe(AIASK_ROUTES.recording);
  });
});

describe('phoneViewOf', () => {
  it('sends the project list to the phone list, shows the lists as they are and keeps the editors for computers', () => {
    expect(phoneViewOf('/aiask/home')).toBe('h5List');
    expect(phoneViewOf('/aiask/home/project/')).toBe('h5List');
    for (const list of ['/aiask/home/role', '/aiask/home/recording', '/aiask/home/knowledgeList', '/aiask/home/knowledgeList/table']) {
      expect(phoneViewOf(list)).toBe('page');
    }
    expect(phoneViewOf('/aiask/home/knowledgeList/qaLibrary')).toBe('page');
    expect(phoneViewOf('/aiask/home/knowledgeList/qaLibrary/abc')).toBe('desktopOnly');
    expect(phoneViewOf('/aiask/home/knowLedgeDetail/knowledgeDoc')).toBe('desktopOnly');
    expect(phoneViewOf('/aiask/home/knowledgeList/webUpload')).toBe('desktopOnly');
    expect(phoneViewOf('/aiask/home/material')).toBe('desktopOnly');
  });
});
