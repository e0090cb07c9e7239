import { describe, expect, it } from 'vitest';
import { AIASK_ROUTES } from '../../lib/routing/paths/conversation.ts';
import { loginTarget } from './loginTarget.ts';

describe('aiask login target', () => {
  it('sends phones and the mobile list back to the mobile list, desktops to the project list', () => {
    expect(loginTarget(null, 390)).toBe(AIASK_ROUTES.h5List);
    expect(loginTarget('h5', 1440)).toBe(AIASK_ROUTES.h5List);
    expect(loginTarget(null, 1440)).toBe(AIASK_ROUTES.project);
  });
});
