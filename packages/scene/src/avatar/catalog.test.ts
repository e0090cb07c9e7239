import { describe, expect, it } from 'vitest';
import { avatarParamsSchema, HAIR_COLOR_NAMES, makePlausible, SKIN_TONE_COUNT } from '@orator/shared';
import { HAIR_COLORS, HAIR_STYLES, OUTFITS, SKIN_TONES } from './params.ts';
import { avatarById, avatarCatalog, paramsKey, shuffledAvatarParams } from './catalog.ts';

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

describe('catalogue and designer share one vocabulary', () => {
  const catalog = avatarCatalog();

  it('every catalogue avatar is a valid design the plausibility rule leaves alone', () => {
    for (const a of catalog) {
      expect(avatarParamsSchema.safeParse(a.params).success, a.id).toBe(true);
      expect(makePlausible(a.params), a.id).toEqual(a.params);
    }
  });

  it('has a colour for every skin tone and hair colour name', () => {
    expect(SKIN_TONES).toHaveLength(SKIN_TONE_COUNT);
    expect(Object.keys(HAIR_COLORS).sort()).toEqual([...HAIR_COLOR_NAMES].sort());
  });

  it('shuffles valid, plausible and varied designs', () => {
    const designs = Array.from({ length: 40 }, (_, i) => shuffledAvatarParams(i * 977 + 13));
    for (const d of designs) {
      expect(avatarParamsSchema.safeParse(d).success).toBe(true);
      expect(makePlausible(d)).toEqual(d);
    }
    expect(new Set(designs.map(paramsKey)).size).toBeGreaterThan(35);
    expect(shuffledAvatarParams(5)).toEqual(shuffledAvatarParams(5));
  });
});
