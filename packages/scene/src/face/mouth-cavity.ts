/** The inside of an open mouth, painted under the warped lips: a dark cavity, a tongue and a hint of teeth. */
import type { Ctx2D } from '../canvas-types.ts';
import type { Point } from './geometry.ts';
import { INNER_LIPS } from './mesh.ts';

const CAVITY = '#2a0f12';
const TONGUE = '#8e3b44';
const TEETH = '#d3cabd';
/** The cavity fades in over this much opening (share of the nose-chin distance) beyond the photo's own lip gap. */
const FADE_IN = 0.04;

/**
 * `points` are the warped mesh points in the target's coordinates, `unit` the nose-chin distance
 * there and `restGap` the photo's own inner-lip gap: until the lips part beyond it, the photo's
 * mouth shows as it is.
 */
export function paintMouthCavity(ctx: Ctx2D, points: readonly Point[], unit: number, restGap: number): void {
  const ring = INNER_LIPS.map((i) => points[i]!);
  const top = points[62]!;
  const bottom = points[66]!;
  const gap = Math.hypot(bottom.x - top.x, bottom.y - top.y);
  const strength = Math.min(1, (gap - restGap) / (unit * FADE_IN));
  if (strength <= 0 || gap < 0.5) return;
  ctx.save();
  ctx.globalAlpha = strength;
  ctx.beginPath();
  ctx.moveTo(ring[0]!.x, ring[0]!.y);
  for (const p of ring.slice(1)) ctx.lineTo(p.x, p.y);
  ctx.closePath();
  ctx.fillStyle = CAVITY;
  ctx.fill();
  ctx.clip();
  const left = points[60]!;
  const right = points[64]!;
  const width = Math.hypot(right.x - left.x, right.y - left.y);
  const dx = (bottom.x - top.x) / gap;
  const dy = (bottom.y - top.y) / gap;
  // Tongue: a soft bulge resting on the lower lip.
  ctx.fillStyle = TONGUE;
  ctx.beginPath();
  ctx.ellipse(
    bottom.x - dx * gap * 0.1,
    bottom.y - dy * gap * 0.1,
    width * 0.32,
    Math.max(1, gap * 0.32),
    Math.atan2(right.y - left.y, right.x - left.x),
    0,
    Math.PI * 2,
  );
  ctx.fill();
  // Upper teeth: a band under the upper lip, as deep as a real incisor shows (at most ~6% of nose-chin).
  const teeth = Math.min(gap * 0.22, unit * 0.045);
  ctx.fillStyle = TEETH;
  ctx.beginPath();
  // Thickest in the middle, hidden at the corners, with a curved biting edge.
  const upper = [60, 61, 62, 63, 64].map((i) => points[i]!);
  const depth = [0, 0.8, 1, 0.8, 0];
  ctx.moveTo(upper[0]!.x, upper[0]!.y);
  for (const p of upper.slice(1)) ctx.lineTo(p.x, p.y);
  for (let k = upper.length - 1; k >= 1; k--) {
    const p = upper[k - 1]!;
    const q = upper[k]!;
    const edge = (teeth * (depth[k - 1]! + depth[k]!)) / 2;
    ctx.quadraticCurveTo(
      q.x + dx * teeth * depth[k]!,
      q.y + dy * teeth * depth[k]!,
      (p.x + q.x) / 2 + dx * edge,
      (p.y + q.y) / 2 + dy * edge,
    );
  }
  ctx.lineTo(upper[0]!.x, upper[0]!.y);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}
