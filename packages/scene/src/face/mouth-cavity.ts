/**
 * The inside of an open mouth, painted under the warped lips in the photo's own colours (see
 * mouth-palette.ts): a cavity shaded from the lips' shadow to a dark back, a tongue resting low,
 * upper teeth that fade into the shadow instead of ending in a hard white band, and soft shadow
 * under the lips and in the corners, so no edge of the inside reads as a rim.
 */
import type { Ctx2D } from '../canvas-types.ts';
import type { Point } from './geometry.ts';
import { INNER_LIPS } from './mesh.ts';
import { cssColour, type MouthPalette } from './mouth-palette.ts';

/**
 * The photo's own opening is split at this share of its lip gap: the upper part (upper teeth) moves
 * with the upper lip, the lower part (lower teeth, tongue tip) with the jaw; their inner edges fade into the cavity.
 */
export const OWN_TEETH_DEPTH = 0.5;
const OWN_TEETH_FADE = [0.2] as const;
const OWN_TEETH_OVERLAP_PX = 4;
/** The cavity fades in over this much opening (share of the nose-chin distance) beyond the photo's own lip gap. */
const FADE_IN = 0.04;

/**
 * `points` are the warped mesh points in the target's coordinates, `unit` the nose-chin distance
 * there and `restGap` the photo's own inner-lip gap: until the lips part beyond it, the photo's
 * mouth shows as it is (a closed mouth stays the photo's pixels).
 */
export function paintMouthCavity(
  ctx: Ctx2D,
  points: readonly Point[],
  unit: number,
  restGap: number,
  palette: MouthPalette,
  /** Draws the photo's own opening moved with the lips (clipped to the opening already); may change the transform. */
  ownTeeth?: () => void,
): void {
  const ring = INNER_LIPS.map((i) => points[i]!);
  const top = points[62]!;
  const bottom = points[66]!;
  const gap = Math.hypot(bottom.x - top.x, bottom.y - top.y);
  const strength = Math.min(1, (gap - restGap) / (unit * FADE_IN));
  if (strength <= 0 || gap < 0.5) return;
  const left = points[60]!;
  const right = points[64]!;
  const width = Math.hypot(right.x - left.x, right.y - left.y);
  const centre = { x: (top.x + bottom.x + left.x + right.x) / 4, y: (top.y + bottom.y + left.y + right.y) / 4 };
  const dx = (bottom.x - top.x) / gap;
  const dy = (bottom.y - top.y) / gap;
  ctx.save();
  ctx.globalAlpha = strength;
  ctx.beginPath();
  ctx.moveTo(ring[0]!.x, ring[0]!.y);
  for (const p of ring.slice(1)) ctx.lineTo(p.x, p.y);
  ctx.closePath();
  // Shaded cavity: lit just inside the lips, dark at the back.
  const shade = ctx.createRadialGradient(centre.x, centre.y, 0, centre.x, centre.y, Math.max(1, width / 2));
  shade.addColorStop(0, cssColour(palette.cavity));
  shade.addColorStop(0.55, cssColour(palette.cavity));
  shade.addColorStop(1, cssColour(palette.cavityEdge));
  ctx.fillStyle = shade;
  ctx.fill();
  ctx.clip();

  // Tongue: a soft bulge resting on the lower lip, darker towards the back of the mouth.
  const tongueY = { x: bottom.x - dx * gap * 0.12, y: bottom.y - dy * gap * 0.12 };
  const tongue = ctx.createLinearGradient(tongueY.x - dx * gap * 0.35, tongueY.y - dy * gap * 0.35, tongueY.x, tongueY.y);
  tongue.addColorStop(0, cssColour(palette.tongue, 0));
  tongue.addColorStop(1, cssColour(palette.tongue, 0.9));
  ctx.fillStyle = tongue;
  ctx.beginPath();
  ctx.ellipse(tongueY.x, tongueY.y, width * 0.3, Math.max(1, gap * 0.32), Math.atan2(right.y - left.y, right.x - left.x), 0, Math.PI * 2);
  ctx.fill();

  // Teeth: the photo's own, upper ones with the upper lip (the skull), lower ones with the jaw; else a band in its colours.
  if (palette.teethShown && ownTeeth) {
    ownTeeth();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    // The teeth's lower edge (the photo's lower lip, left behind) fades into the cavity.
    // The teeth's inner edges (upper teeth going down, lower teeth going up) fade into the cavity.
    const x = Math.min(left.x, right.x) - gap;
    const fadeBand = (from: number, to: number) => {
      const fade = ctx.createLinearGradient(top.x, from, top.x, to);
      fade.addColorStop(0, cssColour(palette.cavity, 0));
      fade.addColorStop(1, cssColour(palette.cavity, 1));
      ctx.fillStyle = fade;
      // Past `to` the cavity stays opaque for a few pixels: the teeth's source rectangles reach a little beyond their split.
      const end = to + Math.sign(to - from) * OWN_TEETH_OVERLAP_PX;
      ctx.fillRect(x, Math.min(from, end), width + gap * 2, Math.abs(end - from) + 1);
    };
    fadeBand(top.y + restGap * OWN_TEETH_FADE[0], top.y + restGap * OWN_TEETH_DEPTH);
    fadeBand(bottom.y - restGap * OWN_TEETH_FADE[0], bottom.y - restGap * OWN_TEETH_DEPTH);
  } else paintTeethBand(ctx, points, unit, gap, palette);

  // The corners of the mouth sit in shadow: darken towards both ends so the teeth and tongue do not
  // reach the lips' corners as a bright edge.
  const corners = ctx.createLinearGradient(left.x, left.y, right.x, right.y);
  corners.addColorStop(0, cssColour(palette.cavity, 0.95));
  corners.addColorStop(0.22, cssColour(palette.cavity, 0));
  corners.addColorStop(0.78, cssColour(palette.cavity, 0));
  corners.addColorStop(1, cssColour(palette.cavity, 0.95));
  ctx.fillStyle = corners;
  ctx.fillRect(Math.min(left.x, right.x) - gap, Math.min(top.y, left.y, right.y) - gap, width + gap * 2, gap * 3 + 2);

  // The lips' own shadow along the ring: a soft dark line inside the opening instead of a bright rim.
  ctx.strokeStyle = cssColour(palette.cavity, 0.3);
  ctx.lineWidth = Math.max(1, Math.min(gap * 0.18, unit * 0.02));
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(ring[0]!.x, ring[0]!.y);
  for (const p of ring.slice(1)) ctx.lineTo(p.x, p.y);
  ctx.closePath();
  ctx.stroke();
  ctx.restore();
}

/** Upper teeth drawn in the photo's colours when the photo shows none of its own. */
function paintTeethBand(ctx: Ctx2D, points: readonly Point[], unit: number, gap: number, palette: MouthPalette): void {
  const top = points[62]!;
  const bottom = points[66]!;
  const dx = (bottom.x - top.x) / gap;
  const dy = (bottom.y - top.y) / gap;
  const teeth = Math.min(gap * 0.24, unit * 0.05);
  const upper = [60, 61, 62, 63, 64].map((i) => points[i]!);
  const depth = [0, 0.75, 1, 0.75, 0];
  const fade = ctx.createLinearGradient(top.x, top.y, top.x + dx * teeth * 1.3, top.y + dy * teeth * 1.3);
  fade.addColorStop(0, cssColour(palette.teeth, 0.95));
  fade.addColorStop(0.7, cssColour(palette.teeth, 0.8));
  fade.addColorStop(1, cssColour(palette.teeth, 0));
  ctx.fillStyle = fade;
  ctx.beginPath();
  ctx.moveTo(upper[0]!.x, upper[0]!.y);
  for (const p of upper.slice(1)) ctx.lineTo(p.x, p.y);
  for (let k = upper.length - 1; k >= 1; k--) {
    const p = upper[k - 1]!;
    const q = upper[k]!;
    const edge = (teeth * (depth[k - 1]! + depth[k]!)) / 2;
    ctx.quadraticCurveTo(q.x + dx * teeth * depth[k]!, q.y + dy * teeth * depth[k]!, (p.x + q.x) / 2 + dx * edge, (p.y + q.y) / 2 + dy * edge);
  }
  ctx.closePath();
  ctx.fill();
}
