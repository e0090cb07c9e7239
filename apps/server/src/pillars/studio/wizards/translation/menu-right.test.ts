import { MENU_RIGHT_CASES } from '@orator/shared/testing';
import { describe, expect, it } from 'vitest';
import { menuRefusalOfUser } from './menu-right.ts';

const FUTURE = new Date(Date.now() + 86_400_000);
const PAST = new Date(Date.now() - 86_400_000);

/** The shared cases (the web's helper runs the same ones), fed as stored users. */
describe('the server’s menu-right helper', () => {
  it.each(MENU_RIGHT_CASES)('$name -> $expected', (c) => {
    const user = { vipType: c.member ? 'vip' : '', vipExpiresAt: c.member ? FUTURE : null, ultra: c.ultra };
    const company = c.removedPages ? { removedPages: c.removedPages } : null;
    expect(menuRefusalOfUser('videoTranslate', user, company, c.abilitiesByTier)).toBe(c.expected);
  });

  it('treats an ended membership as the free plan', () => {
    const noFreeTranslation = MENU_RIGHT_CASES.find((c) => c.expected === 'plan')!.abilitiesByTier;
    const lapsed = { vipType: 'vip', vipExpiresAt: PAST, ultra: false };
    expect(menuRefusalOfUser('videoTranslate', lapsed, null, noFreeTranslation)).toBe('plan');
    expect(menuRefusalOfUser('videoTranslate', { ...lapsed, vipExpiresAt: FUTURE }, null, noFreeTranslation)).toBeNull();
  });
});
