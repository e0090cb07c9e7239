/**
 * Entry/exit animation as pure numbers: given a layer and a time, how visible it is and
 * how far it is moved, scaled or revealed. The renderer only applies the result.
 */
import type { AnimationSpec, Box, Layer } from './scene.ts';

export interface LayerMotion {
  visible: boolean;
  /** Multiplies the layer opacity. */
  alpha: number;
  /** Offset in base units. */
  dx: number;
  dy: number;
  /** Scale around the box centre. */
  scale: number;
  /** Fraction of text characters shown (typewriter); 1 for everything else. */
  reveal: number;
}

const HIDDEN: LayerMotion = { visible: false, alpha: 0, dx: 0, dy: 0, scale: 1, reveal: 0 };

function easeOutCubic(t: number): number {
  return 1 - (1 - t) ** 3;
}

function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

/** 0 = fully "away" (before entry / after exit), 1 = at rest. */
function applyProgress(
  motion: LayerMotion,
  spec: AnimationSpec,
  progress: number,
  box: Box,
  frame: { width: number; height: number },
  isEntry: boolean,
): LayerMotion {
  const eased = easeOutCubic(progress);
  const away = 1 - eased;
  const next = { ...motion };
  // Slides travel from (or to) just outside the frame edge on that side.
  const toLeft = box.left + box.width;
  const toRight = frame.width - box.left;
  const toTop = box.top + box.height;
  const toBottom = frame.height - box.top;
  // "slide-left" moves leftwards: it enters from the right and exits to the left.
  switch (spec.type) {
    case 'none':
      break;
    case 'fade':
      next.alpha *= eased;
      break;
    case 'slide-left':
      next.dx += (isEntry ? toRight : -toLeft) * away;
      break;
    case 'slide-right':
      next.dx += (isEntry ? -toLeft : toRight) * away;
      break;
    case 'slide-up':
      next.dy += (isEntry ? toBottom : -toTop) * away;
      break;
    case 'slide-down':
      next.dy += (isEntry ? -toTop : toBottom) * away;
      break;
    case 'zoom':
      next.scale *= 0.3 + 0.7 * eased;
      next.alpha *= eased;
      break;
    case 'typewriter':
      // Linear: characters appear at a steady rate.
      next.reveal = Math.min(next.reveal, progress);
      break;
  }
  return next;
}

/** Visual state of `layer` at scene time `timeMs`; `frame` is the base size. */
export function layerMotion(
  layer: Pick<Layer, 'startMs' | 'durationMs' | 'box' | 'animationIn' | 'animationOut'>,
  timeMs: number,
  frame: { width: number; height: number },
): LayerMotion {
  const local = timeMs - layer.startMs;
  if (local < 0 || local >= layer.durationMs) return HIDDEN;
  let motion: LayerMotion = { visible: true, alpha: 1, dx: 0, dy: 0, scale: 1, reveal: 1 };
  const entry = layer.animationIn;
  if (entry && entry.type !== 'none') {
    if (local < entry.delayMs) return HIDDEN;
    const progress = entry.durationMs > 0 ? clamp01((local - entry.delayMs) / entry.durationMs) : 1;
    motion = applyProgress(motion, entry, progress, layer.box, frame, true);
  }
  const exit = layer.animationOut;
  if (exit && exit.type !== 'none') {
    // The exit finishes `delayMs` before the layer ends; the layer is hidden after that.
    const exitEnd = layer.durationMs - exit.delayMs;
    if (local >= exitEnd) return HIDDEN;
    const remaining = exitEnd - local;
    const progress = exit.durationMs > 0 ? clamp01(remaining / exit.durationMs) : 1;
    motion = applyProgress(motion, exit, progress, layer.box, frame, false);
  }
  return motion;
}
