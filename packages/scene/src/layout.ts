/** Placement math: fitting images into boxes, scaling boxes. Pure numbers, no canvas. */
import type { Box, ImageFit } from './scene.ts';

export interface DrawRects {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  dx: number;
  dy: number;
  dw: number;
  dh: number;
}

/** Source and destination rectangles that draw an image of `srcW`x`srcH` into `box`. */
export function fitImage(srcW: number, srcH: number, box: Box, fit: ImageFit): DrawRects {
  const full = { sx: 0, sy: 0, sw: srcW, sh: srcH };
  if (fit === 'fill' || srcW <= 0 || srcH <= 0) {
    return { ...full, dx: box.left, dy: box.top, dw: box.width, dh: box.height };
  }
  const boxAspect = box.width / box.height;
  const srcAspect = srcW / srcH;
  if (fit === 'contain') {
    const scale = srcAspect > boxAspect ? box.width / srcW : box.height / srcH;
    const dw = srcW * scale;
    const dh = srcH * scale;
    return { ...full, dx: box.left + (box.width - dw) / 2, dy: box.top + (box.height - dh) / 2, dw, dh };
  }
  // cover: crop the source centrally so it fills the box exactly (no drawing outside the box).
  const sw = srcAspect > boxAspect ? srcH * boxAspect : srcW;
  const sh = srcAspect > boxAspect ? srcH : srcW / boxAspect;
  return {
    sx: (srcW - sw) / 2,
    sy: (srcH - sh) / 2,
    sw,
    sh,
    dx: box.left,
    dy: box.top,
    dw: box.width,
    dh: box.height,
  };
}

/** A box scaled by `percent` (bg_scale: 100 = unchanged) around its centre. */
export function scaleBoxAroundCentre(box: Box, percent: number): Box {
  const factor = percent / 100;
  const width = box.width * factor;
  const height = box.height * factor;
  return {
    left: box.left + (box.width - width) / 2,
    top: box.top + (box.height - height) / 2,
    width,
    height,
  };
}

export function scaleBox(box: Box, factor: number): Box {
  return {
    left: box.left * factor,
    top: box.top * factor,
    width: box.width * factor,
    height: box.height * factor,
  };
}

/**
 * Largest rectangle of aspect `aspect` (w/h) inside `box`, horizontally centred and resting
 * on the box bottom: a figure stands on the bottom edge of its element.
 */
export function containBottom(aspect: number, box: Box): Box {
  const width = Math.min(box.width, box.height * aspect);
  const height = width / aspect;
  return { left: box.left + (box.width - width) / 2, top: box.top + box.height - height, width, height };
}
