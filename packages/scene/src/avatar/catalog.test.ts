import { describe, expect, it } from 'vitest';
import { HAIR_STYLES, OUTFITS } from './params.ts';
import { avatarById, avatarCatalog, paramsKey } from './catalog.ts';

describe('avatar catalogue', () => {
  const catalog = avatarCatalog();

  it('has at least 500 avatars with unique ids and parameter sets', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(500);
    expect(new Set(catalog.map((a) => a.id)).size).toBe(catalog.length);
    expect(new Set(catalog.map((a) => paramsKey(a.params))).size).toBe(catalog.length);
    expect(new Set(catalog.map((a) => a.name)).size).toBe(catalog.length);
  });

  it('is deterministic', () => {
    expect(avatarById('sys-0042')).toEqual(catalog[41]);
    expect(avatarById('nope')).toBeUndefined();
  });

  it('covers every hair style, outfit, both styles and the plan tiers', () => {
    const hair = new Set(catalog.map((a) => a.params.hairStyle));
    for (const style of HAIR_STYLES) expect(hair.has(style), style).toBe(true);
    const outfits = new Set(catalog.map((a) => a.params.outfit));
    for (const outfit of OUTFITS) expect(outfits.has(outfit), outfit).toBe(true);
    expect(new Set(catalog.map((a) => a.style))).toEqual(new Set(['2d', '2.5d']));
    expect(new Set(catalog.map((a) => a.planTags))).toEqual(new Set(['', 'vip', 'vip,vip+ultra']));
    expect(catalog.every((a) => a.framings.includes('head') && a.framings.includes('half'))).toBe(true);
  });

  it('keeps combinations plausible', () => {
    for (const a of catalog) {
      if (a.params.age === 'senior') expect(['grey', 'silver', 'white']).toContain(a.params.hairColor);
      if (a.params.gender === 'female') expect(a.params.facialHair).toBe('none');
      if (a.params.hairStyle === 'bald') expect(a.params.age).not.toBe('young');
      expect((a.vipType === '') === (a.planTags === '')).toBe(true);
    }
  });
});
