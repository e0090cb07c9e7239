import { describe, expect, it } from 'vitest';
import { PORTRAIT_LANDMARKS, PORTRAIT_SIZE } from '../__fixtures__/portrait-landmarks.ts';
import { mean, type Point } from './geometry.ts';
import { buildFaceMesh, isAnchor } from './mesh.ts';
import { movingOutline } from './photo-painter.ts';

const mesh = buildFaceMesh(PORTRAIT_LANDMARKS, PORTRAIT_SIZE.width, PORTRAIT_SIZE.height);
const moving = mesh.triangles.filter((t) => t.some((i) => !isAnchor(mesh, i)));
const still = mesh.triangles.filter((t) => !moving.includes(t));

/** Nonzero winding number of `p` over the loops (as a canvas clip with the default rule sees it). */
function winding(p: Point, loops: readonly Point[][]): number {
  let total = 0;
  for (const loop of loops) {
    for (let k = 0; k < loop.length; k++) {
      const a = loop[k]!;
      const b = loop[(k + 1) % loop.length]!;
      const cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y);
      if (a.y <= p.y && b.y > p.y && cross > 0) total++;
      else if (a.y > p.y && b.y <= p.y && cross < 0) total--;
    }
  }
  return total;
}

describe('movingOutline (the clip of the head draw)', () => {
  const loops = movingOutline(mesh, moving);
  const points = loops.map((loop) => loop.map((i) => mesh.points[i]!));
  const centroid = ([a, b, c]: readonly number[]) => mean([mesh.points[a!]!, mesh.points[b!]!, mesh.points[c!]!]);

  it('is made of anchors only, so it never moves', () => {
    expect(loops.length).toBeGreaterThan(0);
    for (const loop of loops) for (const i of loop) expect(isAnchor(mesh, i)).toBe(true);
  });

  it('encloses every moving triangle and no still one', () => {
    for (const t of moving) expect(winding(centroid(t), points), `moving ${t.join(',')}`).not.toBe(0);
    for (const t of still) expect(winding(centroid(t), points), `still ${t.join(',')}`).toBe(0);
  });

  it('covers the mouth opening too (the head draw carries the mouth under the cavity)', () => {
    const opening = mean([60, 61, 62, 63, 64, 65, 66, 67].map((i) => mesh.points[i]!));
    expect(winding(opening, points)).not.toBe(0);
  });
});
