import { MENU_RIGHT_CASES } from '@orator/shared/testing';
import { describe, expect, it } from 'vitest';
import { menuRefusalOfUser } from './menuRights.ts';

/** The shared cases (the server's helper runs the same ones), fed as the web's signed-in user. */
describe('the web app’s menu-right helper', () => {
  it.each(MENU_RIGHT_CASES)('$name -> $expected', (c) => {
    const company = c.removedPages ? { removedPages: c.removedPages } : null;
    const user = { vipType: c.member ? ('vip' as const) : (0 as const), ultra: c.ultra };
    expect(menuRefusalOfUser('videoTranslate', user, company, c.abilitiesByTier)).toBe(c.expected);
  });
});
