/**
 * The vocabulary of an illustrated avatar (the parameters the 540-avatar catalogue is drawn
 * from and the avatar designer edits), with its schema. The palettes and the drawing stay in
 * @orator/scene; this is what the server validates and both sides agree on.
 */
import { z } from 'zod';

export const AVATAR_GENDERS = ['female', 'male'] as const;
export type Gender = (typeof AVATAR_GENDERS)[number];
export const AGES = ['young', 'adult', 'senior'] as const;
export type Age = (typeof AGES)[number];
export const AVATAR_STYLES = ['2d', '2.5d'] as const;
export type AvatarStyle = (typeof AVATAR_STYLES)[number];
export const FACE_SHAPES = ['oval', 'round', 'square', 'heart', 'long'] as const;
export type FaceShape = (typeof FACE_SHAPES)[number];
export const HAIR_STYLES = [
  'long',
  'wavyLong',
  'bob',
  'bun',
  'ponytail',
  'pixie',
  'shortCrop',
  'sidePart',
  'slickBack',
  'curly',
  'afro',
  'buzz',
  'bald',
  'hijab',
] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];
export const HAIR_COLOR_NAMES = [
  'black',
  'espresso',
  'brown',
  'chestnut',
  'auburn',
  'copper',
  'darkBlonde',
  'blonde',
  'grey',
  'silver',
  'white',
] as const;
export type HairColorName = (typeof HAIR_COLOR_NAMES)[number];
export const BROW_STYLES = ['soft', 'straight', 'arched', 'thick'] as const;
export type BrowStyle = (typeof BROW_STYLES)[number];
export const EYE_SHAPES = ['round', 'almond', 'narrow'] as const;
export type EyeShape = (typeof EYE_SHAPES)[number];
export const OUTFITS = ['suitTie', 'blazer', 'shirt', 'sweater', 'hoodie', 'dress', 'polo', 'turtleneck'] as const;
export type Outfit = (typeof OUTFITS)[number];
export const GLASSES = ['none', 'round', 'rect'] as const;
export type Glasses = (typeof GLASSES)[number];
export const FACIAL_HAIR = ['none', 'stubble', 'mustache', 'beard'] as const;
export type FacialHair = (typeof FACIAL_HAIR)[number];
const HATS = ['none', 'beanie'] as const;
export type Hat = (typeof HATS)[number];
/** Skin tones run from porcelain (0) to deep; @orator/scene holds their colours. */
export const SKIN_TONE_COUNT = 8;

/** Hair that hides the ears (earrings would not show) and hair short enough for a beanie. */
export const EAR_COVERING_HAIR: readonly HairStyle[] = ['long', 'wavyLong', 'bob', 'hijab', 'curly', 'afro'];
export const BEANIE_HAIR: readonly HairStyle[] = ['shortCrop', 'sidePart', 'buzz', 'pixie'];

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1f2d4a');

export const avatarParamsSchema = z.object({
  /** Varies blinks, gaze and head tilt over time; the catalogue's seeds exceed 32 bits. */
  seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  gender: z.enum(AVATAR_GENDERS),
  age: z.enum(AGES),
  skin: z
    .number()
    .int()
    .min(0)
    .max(SKIN_TONE_COUNT - 1),
  faceShape: z.enum(FACE_SHAPES),
  hairStyle: z.enum(HAIR_STYLES),
  hairColor: z.enum(HAIR_COLOR_NAMES),
  brows: z.enum(BROW_STYLES),
  eyes: z.enum(EYE_SHAPES),
  eyeColor: hexColor,
  outfit: z.enum(OUTFITS),
  outfitColors: z.object({ main: hexColor, inner: hexColor, accent: hexColor }),
  glasses: z.enum(GLASSES),
  earrings: z.boolean(),
  headset: z.boolean(),
  necklace: z.boolean(),
  hat: z.enum(HATS),
  facialHair: z.enum(FACIAL_HAIR),
  /** Colour of a hijab or headscarf (only used with hairStyle 'hijab'). */
  scarfColor: hexColor,
  style: z.enum(AVATAR_STYLES),
});
export type AvatarParams = z.infer<typeof avatarParamsSchema>;
export type OutfitColors = AvatarParams['outfitColors'];

/**
 * The combination rules every avatar keeps, catalogue or designed: accessories only where the
 * drawing can show them. Earrings need visible ears, a beanie sits on short hair, and a
 * headscarf leaves no room for a hat; facial hair stays on the figures drawn for it.
 */
export function makePlausible(params: AvatarParams): AvatarParams {
  const next = { ...params };
  if (EAR_COVERING_HAIR.includes(next.hairStyle)) next.earrings = false;
  if (!BEANIE_HAIR.includes(next.hairStyle)) next.hat = 'none';
  if (next.gender === 'female') next.facialHair = 'none';
  return next;
}
