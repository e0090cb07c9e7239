/**
 * A cloned ("video rewrite") avatar as the renderer sees it: an idle loop video of the person,
 * where each loop frame carries the similarity transform from the canonical face space to its
 * pixels, and an atlas of mouth images in canonical space, one per viseme and openness. The
 * painter draws the loop frame, then the mouth cell chosen for the current VisemeFrame through
 * that frame's transform. Pure data and pure choices: the same code runs in preview and export.
 */
import type { Viseme, VisemeFrame } from '@orator/shared';

/** x' = a*x - b*y + tx, y' = b*x + a*y + ty (uniform scale sqrt(a²+b²), rotation atan2(b, a)). */
export interface Similarity {
  a: number;
  b: number;
  tx: number;
  ty: number;
}

export interface Point {
  x: number;
  y: number;
}

export const IDENTITY: Similarity = { a: 1, b: 0, tx: 0, ty: 0 };

export function applySimilarity(t: Similarity, p: Point): Point {
  return { x: t.a * p.x - t.b * p.y + t.tx, y: t.b * p.x + t.a * p.y + t.ty };
}

export function invertSimilarity(t: Similarity): Similarity {
  const d = t.a * t.a + t.b * t.b;
  const a = t.a / d;
  const b = -t.b / d;
  return { a, b, tx: -(a * t.tx - b * t.ty), ty: -(b * t.tx + a * t.ty) };
}

/** `outer ∘ inner`: first inner, then outer. */
export function composeSimilarity(outer: Similarity, inner: Similarity): Similarity {
  return {
    a: outer.a * inner.a - outer.b * inner.b,
    b: outer.b * inner.a + outer.a * inner.b,
    tx: outer.a * inner.tx - outer.b * inner.ty + outer.tx,
    ty: outer.b * inner.tx + outer.a * inner.ty + outer.ty,
  };
}

export function similarityScale(t: Similarity): number {
  return Math.hypot(t.a, t.b);
}

/** One mouth image of the atlas. */
export interface MouthCell {
  viseme: Viseme;
  /** Measured on the person's own landmarks: 0 closed .. 1 the widest opening seen. */
  openness: number;
  /** 0 widest .. 1 narrowest (most rounded) mouth seen. */
  rounding: number;
  /** Top-left of the cell in the atlas, pixels. */
  x: number;
  y: number;
}

export interface MouthAtlas {
  /** Cell size in atlas pixels. */
  cellWidth: number;
  cellHeight: number;
  /** Atlas pixels per canonical unit (the canonical unit is the outer eye-corner distance). */
  pixelsPerUnit: number;
  /** Canonical position of the cell's top-left corner. */
  origin: Point;
  cells: MouthCell[];
}

export interface CloneLoop {
  /** Loop video frame size in pixels. */
  width: number;
  height: number;
  fps: number;
  /** Canonical -> loop-frame pixels, one per loop frame (the loop video repeats after the last); null where no face was found (no mouth drawn). */
  frames: (Similarity | null)[];
}

/** The `face` of an AvatarLayer showing a cloned person. */
export interface CloneFace {
  kind: 'clone';
  /** The idle loop (or, for lip-sync, the source video itself played once). */
  loopUrl: string;
  atlasUrl: string;
  loop: CloneLoop;
  atlas: MouthAtlas;
  /** 'repeat' for an avatar's idle loop; 'once' when re-rendering the mouth of a source video. */
  playback: 'repeat' | 'once';
}

/** Weight of a viseme mismatch against openness and rounding distances (both 0..1). */
const VISEME_MISMATCH = 0.35;
const OPENNESS_WEIGHT = 2;

/**
 * The atlas cell for a frame of speech: nearest in openness (the most visible feature), then
 * rounding, preferring cells recorded on the same viseme. Closed targets (silence, p/b/m) get
 * the most closed cell whatever its label.
 */
export function selectMouthCell(cells: readonly MouthCell[], frame: VisemeFrame): MouthCell | null {
  let best: MouthCell | null = null;
  let bestCost = Infinity;
  const closed = frame.viseme === 'sil' || frame.viseme === 'PP' || frame.openness <= 0.02;
  for (const cell of cells) {
    const cost = closed
      ? cell.openness * 10 + Math.abs(cell.rounding - frame.rounding) * 0.1 + (cell.viseme === frame.viseme ? 0 : 0.05)
      : OPENNESS_WEIGHT * Math.abs(cell.openness - frame.openness) +
        Math.abs(cell.rounding - frame.rounding) +
        (cell.viseme === frame.viseme ? 0 : VISEME_MISMATCH);
    if (cost < bestCost) {
      bestCost = cost;
      best = cell;
    }
  }
  return best;
}

/** Frames (VISEME_FPS) a pasted mouth takes to fade in before speech and out after it. */
const MOUTH_FADE_FRAMES = 3;

/**
 * Opacity of the pasted mouth at track frame `index`: 1 while speaking, fading to 0 over
 * MOUTH_FADE_FRAMES around speech, so the idle loop's own mouth shows between sentences and the
 * switch never pops.
 */
export function mouthOpacity(track: readonly VisemeFrame[], index: number): number {
  let opacity = 0;
  for (let k = -MOUTH_FADE_FRAMES; k <= MOUTH_FADE_FRAMES; k++) {
    const frame = track[index + k];
    if (!frame || frame.viseme === 'sil') continue;
    opacity = Math.max(opacity, 1 - Math.abs(k) / (MOUTH_FADE_FRAMES + 1));
  }
  return opacity;
}

/** Loop frame shown at layer-local time `localMs` (the loop video repeats, or holds its last frame). */
export function loopFrameIndex(loop: CloneLoop, playback: CloneFace['playback'], localMs: number): number {
  const count = loop.frames.length;
  if (count === 0) return 0;
  const index = Math.max(0, Math.floor((localMs * loop.fps) / 1000 + 1e-6));
  return playback === 'repeat' ? index % count : Math.min(count - 1, index);
}
