import { describe, expect, it } from 'vitest';
import { manFaceSchema } from '../project/cloneFace.ts';
import { avatarParamsSchema, makePlausible, SKIN_TONE_COUNT, type AvatarParams } from './params.ts';

const design: AvatarParams = {
  seed: 7,
  gender: 'female',
  age: 'adult',
  skin: 3,
  faceShape: 'oval',
  hairStyle: 'pixie',
  hairColor: 'copper',
  brows: 'arched',
  eyes: 'almond',
  eyeColor: '#2d4a63',
  outfit: 'blazer',
  outfitColors: { main: '#1f2d4a', inner: '#f3efe7', accent: '#c9a36a' },
  glasses: 'none',
  earrings: true,
  headset: false,
  necklace: true,
  hat: 'beanie',
  facialHair: 'none',
  scarfColor: '#2b3a55',
  style: '2.5d',
};

describe('avatar params schema', () => {
  it('accepts a complete design', () => {
    expect(avatarParamsSchema.parse(design)).toEqual(design);
  });

  it.each<[string, Record<string, unknown>]>([
    ['a colour that is not hex', { eyeColor: 'blue' }],
    ['a short hex colour', { outfitColors: { ...design.outfitColors, main: '#fff' } }],
    ['script in a colour', { scarfColor: '#2b3a55";alert(1)' }],
    ['a skin tone past the last', { skin: SKIN_TONE_COUNT }],
    ['a fractional skin tone', { skin: 1.5 }],
    ['an unknown hair style', { hairStyle: 'mohawk' }],
    ['an unknown hair colour', { hairColor: 'green' }],
    ['a negative seed', { seed: -1 }],
  ])('rejects %s', (_label, change) => {
    expect(avatarParamsSchema.safeParse({ ...design, ...change }).success).toBe(false);
  });

  it('rejects a design with a field missing', () => {
    const { outfit: _dropped, ...rest } = design;
    expect(avatarParamsSchema.safeParse(rest).success).toBe(false);
  });

  it('is a man face of kind designed', () => {
    expect(manFaceSchema.parse({ kind: 'designed', params: design })).toEqual({ kind: 'designed', params: design });
    expect(manFaceSchema.safeParse({ kind: 'designed', params: { ...design, skin: 99 } }).success).toBe(false);
  });
});

describe('makePlausible', () => {
  it('keeps a plausible design as it is', () => {
    expect(makePlausible(design)).toEqual(design);
  });

  it('drops earrings under ear-covering hair, a beanie over long hair and facial hair on a female figure', () => {
    const fixed = makePlausible({ ...design, hairStyle: 'long', facialHair: 'beard' });
    expect(fixed).toMatchObject({ earrings: false, hat: 'none', facialHair: 'none' });
    expect(makePlausible({ ...design, gender: 'male', facialHair: 'beard' }).facialHair).toBe('beard');
  });
});
