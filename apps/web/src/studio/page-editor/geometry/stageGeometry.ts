/**
 * Geometry of the editing stage, in the page's base coordinates (product-rules#projects-model screen sizes,
 * 720 high). Boxes rotate clockwise around their centre, as the scene renderer draws them.
 * Pure: the stage turns pointer events into these calls and dispatches the results.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A box with its rotation, degrees clockwise. */
export interface PlacedBox extends Box {
  rotation: number;
}

export type ResizeHandle = 'n' | 's' | 'e' | 'w' | 'ne' | 'nw' | 'se' | 'sw';
export const RESIZE_HANDLES: readonly ResizeHandle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** Smallest box edge a resize may produce, base units: a handle must stay grabbable. */
export const MIN_BOX_SIDE = 16;
/** Rotation snaps to the nearest multiple of 45° when within this many degrees. */
export const ROTATION_SNAP_DEG = 4;

const DEG = Math.PI / 180;

export function centreOf(box: Box): Point {
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

function rotate(point: Point, degrees: number): Point {
  const c = Math.cos(degrees * DEG);
  const s = Math.sin(degrees * DEG);
  return { x: point.x * c - point.y * s, y: point.x * s + point.y * c };
}

/** A pointer on the screen -> base coordinates, given the stage's on-screen rectangle. */
export function screenToStage(client: Point, stageRect: Box, baseWidth: number): Point {
  const factor = baseWidth / stageRect.width;
  return { x: (client.x - stageRect.left) * factor, y: (client.y - stageRect.top) * factor };
}

/** Moves a box by the pointer travel; rotation does not matter for a translation. */
export function dragBox(box: Box, delta: Point): Box {
  return { ...box, left: box.left + delta.x, top: box.top + delta.y };
}

/** The point in the box's own unrotated frame, origin at the box centre. */
function toLocal(box: PlacedBox, point: Point): Point {
  const centre = centreOf(box);
  return rotate({ x: point.x - centre.x, y: point.y - centre.y }, -box.rotation);
}

/** Which sides a handle moves: -1 the left/top side, 1 the right/bottom side, 0 neither. */
function handleSides(handle: ResizeHandle): { sx: -1 | 0 | 1; sy: -1 | 0 | 1 } {
  const sx = handle.includes('w') ? -1 : handle.includes('e') ? 1 : 0;
  const sy = handle.includes('n') ? -1 : handle.includes('s') ? 1 : 0;
  return { sx, sy };
}

/**
 * Resizes a rotated box by dragging `handle` to `pointer`. The opposite edge or corner
 * stays where it is on screen; corner handles keep the aspect ratio when `keepAspect`.
 */
export function resizeBox(box: PlacedBox, handle: ResizeHandle, pointer: Point, keepAspect = false): PlacedBox {
  const { sx, sy } = handleSides(handle);
  const halfW = box.width / 2;
  const halfH = box.height / 2;
  // The fixed anchor in local coordinates: the side opposite to the handle.
  const anchorLocal = { x: -sx * halfW, y: -sy * halfH };
  const pointerLocal = toLocal(box, pointer);
  let width = sx === 0 ? box.width : Math.max(MIN_BOX_SIDE, (pointerLocal.x - anchorLocal.x) * sx);
  let height = sy === 0 ? box.height : Math.max(MIN_BOX_SIDE, (pointerLocal.y - anchorLocal.y) * sy);
  if (keepAspect && sx !== 0 && sy !== 0 && box.width > 0 && box.height > 0) {
    const factor = Math.max(width / box.width, height / box.height);
    width = Math.max(MIN_BOX_SIDE, box.width * factor);
    height = Math.max(MIN_BOX_SIDE, box.height * factor);
  }
  // New centre in local coordinates, then back to the page through the box rotation.
  const centreLocal = {
    x: sx === 0 ? 0 : anchorLocal.x + (sx * width) / 2,
    y: sy === 0 ? 0 : anchorLocal.y + (sy * height) / 2,
  };
  const offset = rotate(centreLocal, box.rotation);
  const oldCentre = centreOf(box);
  const centre = { x: oldCentre.x + offset.x, y: oldCentre.y + offset.y };
  return { left: centre.x - width / 2, top: centre.y - height / 2, width, height, rotation: box.rotation };
}

/** Normalises degrees to (-180, 180]. */
export function normaliseDegrees(degrees: number): number {
  let d = degrees % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d;
}

/**
 * The rotation that points the box's top towards the pointer (the rotate handle sits
 * above the box), snapped to multiples of 45° when close, so level is easy to hit.
 */
export function rotationTowards(box: Box, pointer: Point): number {
  const centre = centreOf(box);
  const degrees = Math.atan2(pointer.x - centre.x, -(pointer.y - centre.y)) / DEG;
  const snapped = Math.round(degrees / 45) * 45;
  const result = Math.abs(degrees - snapped) <= ROTATION_SNAP_DEG ? snapped : Math.round(degrees * 10) / 10;
  // `+ 0` turns a -0 into 0, so a level box reads as 0°, not -0°.
  return normaliseDegrees(result) + 0;
}

export function containsPoint(box: PlacedBox, point: Point): boolean {
  const local = toLocal(box, point);
  return Math.abs(local.x) <= box.width / 2 && Math.abs(local.y) <= box.height / 2;
}

export interface HitCandidate extends PlacedBox {
  id: string;
  /** Layer order; higher is drawn on top and wins the hit. */
  layer: number;
}

/** The topmost element under the point, or null (a click on the bare page). */
export function hitTest(candidates: readonly HitCandidate[], point: Point): string | null {
  let best: HitCandidate | null = null;
  for (const candidate of candidates) {
    if (!containsPoint(candidate, point)) continue;
    if (!best || candidate.layer >= best.layer) best = candidate;
  }
  return best?.id ?? null;
}

/** Keeps at least `margin` of the box on the page, so nothing is dragged out of reach. */
export function keepReachable(box: Box, page: { width: number; height: number }, margin = 24): Box {
  const left = Math.min(page.width - margin, Math.max(margin - box.width, box.left));
  const top = Math.min(page.height - margin, Math.max(margin - box.height, box.top));
  return { ...box, left, top };
}
