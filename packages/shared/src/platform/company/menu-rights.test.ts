import { describe, expect, it } from 'vitest';
import { MENU_RIGHT_CASES } from './menu-right-cases.ts';
import { isMenuNo, menuRefusalFor } from './menu-rights.ts';

describe('menu rights (spec §6 menu-right check for video translation)', () => {
  it.each(MENU_RIGHT_CASES)('$name -> $expected', (c) => {
    const company = c.removedPages ? { removedPages: c.removedPages } : null;
    expect(menuRefusalFor('videoTranslate', { activeMember: c.member, ultra: c.ultra, company }, c.abilitiesByTier)).toBe(c.expected);
  });

  it('knows videoTranslate only', () => {
    expect(isMenuNo('videoTranslate')).toBe(true);
    expect(isMenuNo('videoTranslation')).toBe(false);
    expect(isMenuNo('')).toBe(false);
  });
});
