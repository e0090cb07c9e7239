import { describe, expect, it } from 'vitest';
import { PORTRAIT_LANDMARKS, PORTRAIT_SIZE } from '../__fixtures__/portrait-landmarks.ts';
import { pointInPolygon, pointInTriangle, signedArea2, type Point } from './geometry.ts';
import { INNER_LIPS, LANDMARKS, buildFaceMesh } from './mesh.ts';
import { REST_POSE, warpFace, type FacePose } from './warp.ts';

const mesh = buildFaceMesh(PORTRAIT_LANDMARKS, PORTRAIT_SIZE.width, PORTRAIT_SIZE.height);
const jaw = mesh.points.slice(0, 17);
const brows = mesh.points.slice(17, 27).reverse();

function covered(p: Point): boolean {
  return mesh.triangles.some(([a, b, c]) => pointInTriangle(p, mesh.points[a]!, mesh.points[b]!, mesh.points[c]!));
}

describe('buildFaceMesh', () => {
  it('covers the whole face (jaw up to the brows) with triangles, except the mouth opening', () => {
    const outline = [...jaw, ...brows];
    const mouth = INNER_LIPS.map((i) => mesh.points[i]!);
    let checked = 0;
    for (let x = 0; x <= PORTRAIT_SIZE.width; x += 6) {
      for (let y = 0; y <= PORTRAIT_SIZE.height; y += 6) {
        const p = { x, y };
        if (!pointInPolygon(p, outline) || pointInPolygon(p, mouth)) continue;
        checked++;
        expect(covered(p), `(${x}, ${y})`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('reaches the image border with anchors that never move, and keeps the landmarks first', () => {
    for (const corner of [
      { x: 0, y: 0 },
      { x: 600, y: 720 },
    ])
      expect(mesh.points.some((p) => p.x === corner.x && p.y === corner.y)).toBe(true);
    expect(
      mesh.points
        .slice(0, LANDMARKS)
        .map((p) => [p.x, p.y])
        .flat(),
    ).toEqual(PORTRAIT_LANDMARKS);
    expect(mesh.headWeight.filter((w) => w === 0).length).toBeGreaterThanOrEqual(8);
  });

  it('leaves the mouth opening free of triangles, so an open mouth shows the cavity', () => {
    const open = warpFace(mesh, pose({ mouth: { viseme: 'aa', openness: 1, rounding: 0 } }));
    const opening = INNER_LIPS.map((i) => open[i]!);
    for (const [a, b, c] of mesh.triangles) {
      const centroid = { x: (open[a]!.x + open[b]!.x + open[c]!.x) / 3, y: (open[a]!.y + open[b]!.y + open[c]!.y) / 3 };
      expect(pointInPolygon(centroid, opening), `triangle ${a},${b},${c}`).toBe(false);
    }
    // The lip contours are edges of the mesh.
    const edge = (a: number, b: number): boolean => mesh.triangles.some((t) => t.includes(a) && t.includes(b));
    for (let k = 0; k < 8; k++) expect(edge(INNER_LIPS[k]!, INNER_LIPS[(k + 1) % 8]!)).toBe(true);
  });

  it('refuses a landmark list of the wrong length', () => {
    expect(() => buildFaceMesh([1, 2, 3], 10, 10)).toThrow(/136/);
  });
});

function lipGap(points: Point[]): number {
  return points[66]!.y - points[62]!.y;
}
function pose(patch: Partial<FacePose>): FacePose {
  return { ...REST_POSE, ...patch };
}

describe('warpFace', () => {
  it('leaves every point where it is for a closed mouth, open eyes and a still head', () => {
    expect(warpFace(mesh, REST_POSE)).toEqual(mesh.points);
    expect(warpFace(mesh, pose({ mouth: { viseme: 'PP', openness: 0, rounding: 0 } }))).toEqual(mesh.points);
  });

  it('parts the lips further as the openness grows, the chin dropping with them', () => {
    const gaps = [0, 0.25, 0.5, 0.75, 1].map((openness) =>
      lipGap(warpFace(mesh, pose({ mouth: { viseme: 'aa', openness, rounding: 0 } }))),
    );
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1]!);
    const open = warpFace(mesh, pose({ mouth: { viseme: 'aa', openness: 1, rounding: 0 } }));
    expect(open[8]!.y - mesh.points[8]!.y).toBeGreaterThan(mesh.frame.unit * 0.25);
    expect(open[27]).toEqual(mesh.points[27]); // the nose bridge stays
  });

  it('narrows the mouth for rounded visemes', () => {
    const width = (p: Point[]): number => p[54]!.x - p[48]!.x;
    const round = warpFace(mesh, pose({ mouth: { viseme: 'ou', openness: 0.3, rounding: 1 } }));
    expect(width(round)).toBeLessThan(width(mesh.points) * 0.85);
  });

  it('closes the eye contour for a blink', () => {
    const shut = warpFace(mesh, pose({ eyeOpenness: 0 }));
    for (const [upper, lower] of [
      [37, 41],
      [38, 40],
      [43, 47],
      [44, 46],
    ] as const) {
      const before = mesh.points[lower]!.y - mesh.points[upper]!.y;
      expect(Math.abs(shut[lower]!.y - shut[upper]!.y)).toBeLessThan(before * 0.1);
    }
  });

  it('turns the head around the neck while the border stays put', () => {
    const turned = warpFace(mesh, pose({ headAngle: 0.03, headDrop: 0.02 }));
    expect(turned[27]!.x).toBeGreaterThan(mesh.points[27]!.x); // the top of the head swings right for a clockwise roll
    mesh.headWeight.forEach((w, i) => {
      if (w === 0) expect(turned[i]).toEqual(mesh.points[i]);
    });
  });

  it('folds no triangle over, even at the extremes of mouth, blink and head motion', () => {
    const extremes = [
      pose({ mouth: { viseme: 'aa', openness: 1, rounding: 0 }, eyeOpenness: 0, headAngle: 0.04, headDrop: 0.05 }),
      pose({ mouth: { viseme: 'ou', openness: 1, rounding: 1 }, headAngle: -0.04, headDrop: -0.03 }),
      pose({ mouth: { viseme: 'ih', openness: 1, rounding: 0 } }),
    ];
    for (const p of extremes) {
      const moved = warpFace(mesh, p);
      for (const [a, b, c] of mesh.triangles) {
        const rest = signedArea2(mesh.points[a]!, mesh.points[b]!, mesh.points[c]!);
        const now = signedArea2(moved[a]!, moved[b]!, moved[c]!);
        if (Math.abs(rest) > 1) expect(Math.sign(now), `triangle ${a},${b},${c}`).toBe(Math.sign(rest));
      }
    }
  });
});
