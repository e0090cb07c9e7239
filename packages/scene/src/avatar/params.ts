/** The parameters that describe one illustrated avatar, and the curated palettes behind them. */

import type { AvatarParams, HairColorName, Outfit } from '@orator/shared';

// The vocabulary and its schema live in @orator/shared (the server validates designed avatars);
// this module keeps the colours and palettes the painters draw with.
export {
  HAIR_STYLES,
  OUTFITS,
  type Age,
  type AvatarParams,
  type AvatarStyle,
  type Gender,
  type HairColorName,
  type HairStyle,
  type Outfit,
} from '@orator/shared';

export interface SkinTone {
  base: string;
  shadow: string;
  blush: string;
  lip: string;
}

/** SKIN_TONE_COUNT (@orator/shared) tones from porcelain to deep; shadow/lip values hand-tuned so each reads as one person. */
export const SKIN_TONES: readonly SkinTone[] = [
  { base: '#f9dcc6', shadow: '#e9bea0', blush: '#f2a99a', lip: '#d9837a' },
  { base: '#f2c9a4', shadow: '#dca682', blush: '#eb9c86', lip: '#cf7a6c' },
  { base: '#e7b48b', shadow: '#cc936a', blush: '#e08d72', lip: '#c06a5a' },
  { base: '#d49c6d', shadow: '#b67c50', blush: '#cf7f62', lip: '#a85d4c' },
  { base: '#b97c50', shadow: '#9a613a', blush: '#b56a4f', lip: '#8e4c3c' },
  { base: '#8f5b3b', shadow: '#74452a', blush: '#9a5540', lip: '#6e3a2b' },
  { base: '#6c422b', shadow: '#55311e', blush: '#7d4332', lip: '#552a1f' },
  { base: '#4d2e1f', shadow: '#3a2116', blush: '#633526', lip: '#3f1f16' },
];

export const HAIR_COLORS: Readonly<Record<HairColorName, string>> = {
  black: '#1f1b19',
  espresso: '#3a2a21',
  brown: '#5b3e2b',
  chestnut: '#7b4a2b',
  auburn: '#8f3f24',
  copper: '#b0603a',
  darkBlonde: '#a8834f',
  blonde: '#d7b474',
  grey: '#8e8c8a',
  silver: '#c4c2bf',
  white: '#e6e3de',
};

export const EYE_COLORS = ['#3b2618', '#5a3a22', '#2d4a63', '#3f5e3a', '#6b5233', '#1f1a17'] as const;

/** Clothing colours as [main, inner/shirt, accent] triples that are known to work together. */
export const OUTFIT_PALETTES: Record<Outfit, readonly (readonly [string, string, string])[]> = {
  suitTie: [
    ['#1f2d4a', '#f4f6f8', '#8c2335'],
    ['#2e3138', '#dce8f5', '#2b4c7e'],
    ['#202124', '#ffffff', '#7a1f2b'],
    ['#3b4454', '#f2efe8', '#c08a2e'],
    ['#4a3b30', '#f5f0e6', '#2f4a3a'],
    ['#5b6472', '#ffffff', '#1f3a5f'],
  ],
  blazer: [
    ['#1f2d4a', '#f3efe7', '#c9a36a'],
    ['#b48a5a', '#fbf8f2', '#6b4a2b'],
    ['#2f4a3a', '#f2ede4', '#b88b4a'],
    ['#7a2438', '#f7f1ec', '#2a2a2a'],
    ['#e8e2d6', '#2b2b2b', '#8a7355'],
    ['#35506e', '#f5f5f2', '#d9a35b'],
    ['#3a3a3f', '#d8c3a5', '#9a7a55'],
  ],
  shirt: [
    ['#dbe7f3', '#dbe7f3', '#4a6a8c'],
    ['#ffffff', '#ffffff', '#9aa3ad'],
    ['#2f4f6e', '#2f4f6e', '#dfe6ee'],
    ['#e9dfcf', '#e9dfcf', '#8a7a60'],
    ['#c7d9c5', '#c7d9c5', '#5c7a58'],
    ['#f2d4d1', '#f2d4d1', '#a5645f'],
  ],
  sweater: [
    ['#c9b79c', '#ffffff', '#8a6f4e'],
    ['#2f4a5f', '#dbe7f3', '#9db4c8'],
    ['#7b2e3b', '#f4efe6', '#c98a94'],
    ['#4f6b4a', '#f2ede4', '#a4b89a'],
    ['#e5dccb', '#6b8cad', '#b5a58a'],
    ['#3d3d45', '#ffffff', '#8d8d99'],
    ['#c48a3f', '#f7f1e6', '#7a5224'],
  ],
  hoodie: [
    ['#3b4a5c', '#e9edf1', '#d0d6dd'],
    ['#8a9aa8', '#2b2b2b', '#f0f0f0'],
    ['#2b2b2f', '#e0e0e0', '#9a9aa0'],
    ['#b9473c', '#f5e9e4', '#f5e9e4'],
    ['#5e7b6a', '#eef2ec', '#eef2ec'],
    ['#e3d6c2', '#5a4a3a', '#8a7560'],
  ],
  dress: [
    ['#24344f', '#24344f', '#d8b36a'],
    ['#8c2f45', '#8c2f45', '#e8c7a0'],
    ['#2f5b55', '#2f5b55', '#e6d3a8'],
    ['#1f1f24', '#1f1f24', '#d9d9d9'],
    ['#c9a27b', '#c9a27b', '#6b4a2b'],
    ['#6b5b95', '#6b5b95', '#e8dff5'],
    ['#d98c7a', '#d98c7a', '#fff3e8'],
  ],
  polo: [
    ['#1f3a5f', '#1f3a5f', '#ffffff'],
    ['#ffffff', '#ffffff', '#1f3a5f'],
    ['#2f6b4f', '#2f6b4f', '#f0e6c8'],
    ['#b23a3a', '#b23a3a', '#ffffff'],
    ['#e9e4d8', '#e9e4d8', '#6b5a3a'],
    ['#4a7fb5', '#4a7fb5', '#ffffff'],
  ],
  turtleneck: [
    ['#1f1f22', '#1f1f22', '#8a8a8a'],
    ['#e8e0d2', '#e8e0d2', '#a08f72'],
    ['#5a3a2e', '#5a3a2e', '#c4a27a'],
    ['#2b3e55', '#2b3e55', '#9bb0c8'],
    ['#7a7f6a', '#7a7f6a', '#d8d6c4'],
  ],
};

export const SCARF_COLORS = ['#2b3a55', '#7a2e3e', '#c8b49a', '#3e5a4c', '#1f1f24', '#b98f86', '#6b5b7b'] as const;

export function skinTone(params: AvatarParams): SkinTone {
  return SKIN_TONES[params.skin] ?? SKIN_TONES[0]!;
}

export function hairHex(params: AvatarParams): string {
  return HAIR_COLORS[params.hairColor];
}
