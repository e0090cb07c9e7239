/**
 * The system avatar catalogue: >= 500 curated, deterministic avatars. Combinations are drawn
 * from a seeded generator with rules that keep them plausible and harmonious (age-appropriate
 * hair colours, outfits from tested palettes, accessories only where they read well), and
 * duplicates are rejected by their full parameter key.
 */
import type { Framing } from '../scene.ts';
import { createRng } from '../prng.ts';
import { BEANIE_HAIR, EAR_COVERING_HAIR, FACE_SHAPES, makePlausible } from '@orator/shared';
import {
  EYE_COLORS,
  OUTFIT_PALETTES,
  SCARF_COLORS,
  SKIN_TONES,
  type Age,
  type AvatarParams,
  type AvatarStyle,
  type Gender,
  type HairColorName,
  type HairStyle,
  type Outfit,
} from './params.ts';

type PlanTags = '' | 'vip' | 'vip,vip+ultra';

export interface AvatarDescriptor {
  id: string;
  name: string;
  gender: Gender;
  age: Age;
  style: AvatarStyle;
  /** Plan (product-rules#export-avatar-gating): '' for everyone, 'vip' for members. */
  vipType: '' | 'vip';
  /** Comma-separated plan tags (product-rules#export-avatar-gating). */
  planTags: PlanTags;
  framings: Framing[];
  params: AvatarParams;
}

const CATALOG_SIZE = 540;

const FEMALE_NAMES = [
  'Emma',
  'Li Na',
  'Sofia',
  'Aiko',
  'Amara',
  'Chloe',
  'Mei',
  'Isabel',
  'Fatima',
  'Hana',
  'Olivia',
  'Yuna',
  'Priya',
  'Lucia',
  'Nadia',
  'Grace',
  'Wen',
  'Zara',
  'Elena',
  'Maya',
];
const MALE_NAMES = [
  'James',
  'Wei',
  'Lucas',
  'Kenji',
  'Omar',
  'Daniel',
  'Hao',
  'Mateo',
  'Arjun',
  'Noah',
  'Minjun',
  'Samuel',
  'Yusuf',
  'Leo',
  'Chen',
  'Kwame',
  'Ethan',
  'Diego',
  'Ravi',
  'Felix',
];

/** Family names from many regions; paired with the first names they give every avatar a distinct name. */
const FAMILY_NAMES = [
  'Lin',
  'Carter',
  'Wang',
  'Silva',
  'Tanaka',
  'Okafor',
  'Haddad',
  'Kim',
  'Novak',
  'Rossi',
  'Chen',
  'Mensah',
  'Garcia',
  'Patel',
  'Schmidt',
  'Zhou',
  'Dubois',
  'Nguyen',
  'Ahmed',
  'Park',
  'Larsen',
  'Costa',
  'Ito',
  'Khan',
  'Moreau',
  'Liu',
  'Reyes',
];

const HAIR_BY_GENDER: Record<Gender, readonly HairStyle[]> = {
  female: ['long', 'wavyLong', 'bob', 'bun', 'ponytail', 'pixie', 'curly', 'afro', 'hijab', 'sidePart'],
  male: ['shortCrop', 'sidePart', 'slickBack', 'curly', 'afro', 'buzz', 'bald', 'shortCrop', 'sidePart'],
};

const OUTFITS_BY_GENDER: Record<Gender, readonly Outfit[]> = {
  female: ['blazer', 'shirt', 'sweater', 'dress', 'polo', 'turtleneck', 'hoodie', 'suitTie'],
  male: ['suitTie', 'blazer', 'shirt', 'sweater', 'hoodie', 'polo', 'turtleneck', 'suitTie'],
};

const YOUNG_HAIR: readonly HairColorName[] = ['black', 'espresso', 'brown', 'chestnut', 'auburn', 'copper', 'darkBlonde', 'blonde'];
const SENIOR_HAIR: readonly HairColorName[] = ['grey', 'silver', 'white', 'grey', 'silver'];

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

function chance(rng: () => number, p: number): boolean {
  return rng() < p;
}

/** Very dark hair stays natural on deeper skin tones; light blondes favour lighter tones. */
function hairColorFor(rng: () => number, age: Age, skin: number): HairColorName {
  if (age === 'senior') return pick(rng, SENIOR_HAIR);
  if (skin >= 5) return pick(rng, ['black', 'espresso', 'black', 'brown'] as const);
  return pick(rng, YOUNG_HAIR);
}

function generate(seed: number): AvatarParams {
  const rng = createRng(seed);
  const gender: Gender = rng() < 0.5 ? 'female' : 'male';
  const age: Age = pick(rng, ['young', 'adult', 'adult', 'senior'] as const);
  const skin = Math.floor(rng() * SKIN_TONES.length);
  let hairStyle = pick(rng, HAIR_BY_GENDER[gender]);
  if (hairStyle === 'bald' && age === 'young') hairStyle = 'buzz';
  if (hairStyle === 'afro' && skin < 3) hairStyle = 'curly';
  const outfit = pick(rng, OUTFITS_BY_GENDER[gender]);
  const palette = pick(rng, OUTFIT_PALETTES[outfit]);
  const coversEars = EAR_COVERING_HAIR.includes(hairStyle);
  const shortHair = BEANIE_HAIR.includes(hairStyle);
  return {
    seed,
    gender,
    age,
    skin,
    faceShape: pick(rng, FACE_SHAPES),
    hairStyle,
    hairColor: hairColorFor(rng, age, skin),
    brows: pick(rng, gender === 'female' ? (['soft', 'arched', 'straight'] as const) : (['straight', 'thick', 'soft'] as const)),
    eyes: pick(rng, ['round', 'almond', 'almond', 'narrow'] as const),
    eyeColor: skin >= 4 ? pick(rng, ['#3b2618', '#1f1a17', '#5a3a22'] as const) : pick(rng, EYE_COLORS),
    outfit,
    outfitColors: { main: palette[0], inner: palette[1], accent: palette[2] },
    glasses: chance(rng, age === 'senior' ? 0.55 : 0.22) ? pick(rng, ['round', 'rect'] as const) : 'none',
    earrings: gender === 'female' && !coversEars && chance(rng, 0.6),
    headset: outfit === 'polo' && chance(rng, 0.45),
    necklace: gender === 'female' && (outfit === 'dress' || outfit === 'blazer') && chance(rng, 0.5),
    hat: shortHair && age === 'young' && outfit === 'hoodie' && chance(rng, 0.6) ? 'beanie' : 'none',
    facialHair:
      gender === 'male'
        ? pick(rng, age === 'young' ? (['none', 'none', 'stubble'] as const) : (['none', 'stubble', 'mustache', 'beard'] as const))
        : 'none',
    scarfColor: pick(rng, SCARF_COLORS),
    style: rng() < 0.5 ? '2d' : '2.5d',
  };
}

/**
 * A plausible random design for the avatar designer's shuffle: drawn by the catalogue's own
 * rules (age-appropriate hair colours, outfits from tested palettes), from any 32-bit seed.
 */
export function shuffledAvatarParams(seed: number): AvatarParams {
  return makePlausible(generate(seed >>> 0));
}

/** Everything that changes the drawing; two avatars with the same key would look identical. */
export function paramsKey(p: AvatarParams): string {
  return [
    p.gender,
    p.age,
    p.skin,
    p.faceShape,
    p.hairStyle,
    p.hairStyle === 'hijab' ? p.scarfColor : p.hairColor,
    p.brows,
    p.eyes,
    p.eyeColor,
    p.outfit,
    p.outfitColors.main,
    p.outfitColors.inner,
    p.outfitColors.accent,
    p.glasses,
    p.earrings,
    p.headset,
    p.necklace,
    p.hat,
    p.facialHair,
    p.style,
  ].join('|');
}

function planFor(index: number): PlanTags {
  // Roughly 60% free, 25% vip, 15% vip+ultra, interleaved so every page of the list mixes plans.
  const slot = index % 20;
  if (slot < 12) return '';
  if (slot < 17) return 'vip';
  return 'vip,vip+ultra';
}

function buildCatalog(): AvatarDescriptor[] {
  const seen = new Set<string>();
  const list: AvatarDescriptor[] = [];
  for (let seed = 1; list.length < CATALOG_SIZE; seed++) {
    const params = generate(seed * 2654435761);
    const key = paramsKey(params);
    if (seen.has(key)) continue;
    seen.add(key);
    const index = list.length;
    const names = params.gender === 'female' ? FEMALE_NAMES : MALE_NAMES;
    const planTags = planFor(index);
    list.push({
      id: `sys-${String(index + 1).padStart(4, '0')}`,
      // The family name moves with both indices, so neighbours in the store don't share one.
      name: `${names[index % names.length]!} ${FAMILY_NAMES[((index % names.length) + Math.floor(index / names.length)) % FAMILY_NAMES.length]!}`,
      gender: params.gender,
      age: params.age,
      style: params.style,
      vipType: planTags === '' ? '' : 'vip',
      planTags,
      framings: ['head', 'half'],
      params,
    });
  }
  return list;
}

let catalog: AvatarDescriptor[] | null = null;
let byId: Map<string, AvatarDescriptor> | null = null;

export function avatarCatalog(): AvatarDescriptor[] {
  catalog ??= buildCatalog();
  return catalog;
}

export function avatarById(id: string): AvatarDescriptor | undefined {
  byId ??= new Map(avatarCatalog().map((avatar) => [avatar.id, avatar]));
  return byId.get(id);
}
