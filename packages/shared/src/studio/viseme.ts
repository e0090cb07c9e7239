/**
 * Mouth shapes shared by the speech engine (which produces them from phoneme timings)
 * and the scene renderer (which draws them). The set is the common 15-viseme set used by
 * most lip-sync systems, so phoneme tables from public references map onto it directly.
 */
export const VISEMES = [
  'sil', // closed, at rest (silence)
  'PP', // lips pressed: p b m
  'FF', // lower lip to teeth: f v
  'TH', // tongue between teeth: th
  'DD', // t d
  'kk', // k g
  'CH', // ch j sh zh
  'SS', // s z
  'nn', // n l
  'RR', // r
  'aa', // open: a
  'E', // e
  'ih', // i
  'oh', // o
  'ou', // rounded: u w
] as const;

export type Viseme = (typeof VISEMES)[number];

/** The lip-sync track runs at the timeline frame rate (40 ms frames, product-rules#timeline). */
export const VISEME_FPS = 25;

/** One video frame of mouth animation. */
export interface VisemeFrame {
  /** Dominant mouth shape for this frame. */
  viseme: Viseme;
  /** 0 = closed, 1 = fully open; already smoothed for coarticulation. */
  openness: number;
  /** 0 = neutral, 1 = fully rounded (o, u, w); lets the renderer narrow the mouth. */
  rounding: number;
}
