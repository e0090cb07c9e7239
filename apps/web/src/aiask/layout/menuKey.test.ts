import { describe, expect, it } from 'vitest';
import { AIASK_ROUTES } from '../paths.ts';
import { menuKeyOf } from './menuKey.ts';

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
