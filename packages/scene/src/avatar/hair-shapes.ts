/**
 * Hair silhouettes as control polygons (see smoothClosed) relative to the face metrics.
 * "back" is drawn behind the body and head, "front" over the forehead. Doubled points are
 * sharp corners (sideburns, hair tips).
 */
import type { FaceMetrics } from './figure.ts';
import type { HairStyle } from './params.ts';
import { type Pt } from './path.ts';

export interface HairShapes {
  back: Pt[][];
  front: Pt[][];
  /** Strand/texture strokes over the front shape (open curves). */
  strands: Pt[][];
  /** Draw the front at reduced opacity (shaved hair shows the scalp). */
  sparse?: boolean;
}

/** Alternating-radius points on an ellipse arc: a bumpy outline for curly hair. */
function bumpyArc(cx: number, cy: number, rx: number, ry: number, from: number, to: number, count: number, bump: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = from + ((to - from) * i) / (count - 1);
    const k = i % 2 === 0 ? 1 : 1 + bump;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  return pts;
}

function capInner(c: number, hairlineY: number, bottom: number): Pt[] {
  return [
    [c - 1, bottom],
    [c - 1, bottom],
    [c - 3, -26],
    [c - 12, hairlineY + 4],
    [0, hairlineY - 2],
    [-c + 12, hairlineY + 4],
    [-c + 3, -26],
    [-c + 1, bottom],
    [-c + 1, bottom],
  ];
}

/** Outer edge of a short haircut: a dome that follows the egg shape of the skull. */
function capOuter(c: number, top: number, bottom: number, bulge = 4): Pt[] {
  return [
    [-c - 3, bottom],
    [-c - 3, bottom],
    [-c - bulge, -30],
    [-c - bulge + 2, -58],
    [-c * 0.62, top + 9],
    [-14, top],
    [10, top - 1],
    [c * 0.62, top + 8],
    [c + bulge - 1, -58],
    [c + bulge + 1, -30],
    [c + 3, bottom],
    [c + 3, bottom],
  ];
}

function longBack(c: number, length: number, wave: number): Pt[] {
  const w = (i: number): number => (i % 2 === 0 ? wave : -wave);
  return [
    [-c - 16, -40],
    [-c - 12, -84],
    [0, -96],
    [c + 12, -84],
    [c + 16, -40],
    [c + 20 + w(0), 40],
    [c + 22 + w(1), 100],
    [c + 24, length - 10],
    [c + 8, length + 6],
    [-c - 8, length + 6],
    [-c - 24, length - 10],
    [-c - 22 + w(1), 100],
    [-c - 20 + w(0), 40],
  ];
}

function longFront(c: number, length: number, wave: number, partX: number): Pt[] {
  const w = (i: number): number => (i % 2 === 0 ? wave : -wave);
  return [
    [-c - 20, length],
    [-c - 20, length],
    [-c - 16 + w(0), 90],
    [-c - 12 + w(1), 40],
    [-c - 10, -30],
    [-c - 6, -78],
    [partX - 6, -96],
    [partX + 28, -94],
    [c + 8, -76],
    [c + 12, -30],
    [c + 14 + w(1), 40],
    [c + 16 + w(0), 90],
    [c + 20, length],
    [c + 20, length],
    [c + 4, length - 30],
    [c + 2, 60],
    [c - 1, 12],
    [c - 5, -22],
    [c - 16, -40],
    [partX + 14, -52],
    [partX, -62],
    [partX, -62],
    [partX - 8, -54],
    [-c + 14, -44],
    [-c + 4, -24],
    [-c + 1, 12],
    [-c - 2, 60],
    [-c - 4, length - 30],
  ];
}

export function hairShapes(style: HairStyle, m: FaceMetrics): HairShapes {
  const c = m.cheekHalf;
  switch (style) {
    case 'shortCrop':
      return {
        back: [],
        front: [
          [
            ...capOuter(c, -84, 8, 3),
            [c - 2, 8],
            [c - 2, 8],
            [c - 3, -22],
            [c - 8, -36],
            [c - 22, -41],
            [6, -44],
            [-14, -42],
            [-c + 14, -40],
            [-c + 6, -33],
            [-c + 2, -22],
            [-c + 2, 8],
            [-c + 2, 8],
          ],
        ],
        strands: [
          [
            [-20, -70],
            [-8, -62],
            [6, -58],
          ],
          [
            [8, -76],
            [22, -68],
            [30, -56],
          ],
        ],
      };
    case 'sidePart':
      return {
        back: [],
        front: [
          [
            ...capOuter(c, -92, 10, 6),
            [c - 1, 10],
            [c - 1, 10],
            [c - 2, -22],
            [c - 6, -30],
            [22, -34],
            [-2, -50],
            [-14, -58],
            [-14, -58],
            [-20, -48],
            [-c + 8, -38],
            [-c + 2, -22],
            [-c + 1, 10],
            [-c + 1, 10],
          ],
        ],
        strands: [
          [
            [-12, -76],
            [10, -66],
            [c - 4, -44],
          ],
          [
            [-6, -58],
            [16, -50],
            [c - 8, -36],
          ],
        ],
      };
    case 'slickBack':
      return {
        back: [],
        front: [
          [
            ...capOuter(c, -94, 4, 4),
            [c - 2, 4],
            [c - 2, 4],
            [c - 3, -26],
            [c - 10, -46],
            [14, -54],
            [-6, -56],
            [-c + 12, -50],
            [-c + 3, -28],
            [-c + 2, 4],
            [-c + 2, 4],
          ],
        ],
        strands: [
          [
            [-14, -52],
            [-12, -70],
            [-6, -88],
          ],
          [
            [6, -53],
            [8, -72],
            [12, -88],
          ],
          [
            [-28, -46],
            [-28, -66],
            [-20, -84],
          ],
          [
            [26, -46],
            [28, -66],
            [22, -84],
          ],
        ],
      };
    case 'buzz':
      return {
        back: [],
        front: [[...capOuter(c, -76, 6, 2), ...capInner(c, -42, 6)]],
        strands: [],
        sparse: true,
      };
    case 'bald':
      return {
        back: [],
        front: [
          [
            [-c - 3, 8],
            [-c - 5, -20],
            [-c + 2, -34],
            [-c + 4, -10],
            [-c + 2, 8],
          ],
          [
            [c + 3, 8],
            [c + 5, -20],
            [c - 2, -34],
            [c - 4, -10],
            [c - 2, 8],
          ],
        ],
        strands: [],
      };
    case 'curly': {
      const outer = bumpyArc(0, -18, c + 12, 66, Math.PI - 0.12, Math.PI * 2 + 0.12, 21, 0.1);
      const inner = bumpyArc(0, -14, c - 4, 26, -0.05, -Math.PI + 0.05, 11, 0.14);
      return { back: [], front: [[...outer, [c - 1, 8], ...inner, [-c + 1, 8]]], strands: [] };
    }
    case 'afro': {
      const cloud = bumpyArc(0, -26, c + 42, 86, 0, Math.PI * 2, 29, 0.07);
      const outer = bumpyArc(0, -20, c + 10, 64, Math.PI - 0.12, Math.PI * 2 + 0.12, 17, 0.08);
      const inner = bumpyArc(0, -14, c - 4, 26, -0.05, -Math.PI + 0.05, 11, 0.14);
      return { back: [cloud], front: [[...outer, [c - 1, 8], ...inner, [-c + 1, 8]]], strands: [] };
    }
    case 'long':
      return {
        back: [longBack(c, 160, 0)],
        front: [longFront(c, 158, 0, -8)],
        strands: [
          [
            [-c + 6, -44],
            [-c - 6, 10],
            [-c - 8, 90],
          ],
          [
            [c - 10, -46],
            [c + 6, 0],
            [c + 10, 100],
          ],
          [
            [-4, -80],
            [20, -78],
            [c - 2, -56],
          ],
        ],
      };
    case 'wavyLong':
      return {
        back: [longBack(c + 4, 150, 7)],
        front: [longFront(c + 4, 148, 7, 10)],
        strands: [
          [
            [-c + 2, -40],
            [-c - 12, 20],
            [-c - 2, 60],
            [-c - 14, 110],
          ],
          [
            [c - 4, -40],
            [c + 14, 20],
            [c + 2, 60],
            [c + 14, 110],
          ],
        ],
      };
    case 'bob':
      // Rounded bob: fullest at the cheekbones, tucked in at the jaw.
      return {
        back: [
          [
            [-c - 16, -20],
            [-c - 12, -78],
            [0, -96],
            [c + 12, -78],
            [c + 16, -20],
            [c + 21, 30],
            [c + 14, 62],
            [0, 64],
            [-c - 14, 62],
            [-c - 21, 30],
          ],
        ],
        front: [
          [
            [-c - 11, 58],
            [-c - 11, 58],
            [-c - 19, 18],
            [-c - 15, -40],
            [-c - 5, -80],
            [-14, -97],
            [20, -97],
            [c + 5, -80],
            [c + 15, -40],
            [c + 19, 18],
            [c + 11, 58],
            [c + 11, 58],
            [c + 1, 56],
            [c + 1, 56],
            [c - 1, 18],
            [c - 4, -14],
            [c - 14, -26],
            [12, -30],
            [-8, -44],
            [-c + 12, -44],
            [-c + 2, -24],
            [-c - 1, 18],
            [-c - 1, 56],
            [-c - 1, 56],
          ],
        ],
        strands: [
          [
            [-c + 8, -50],
            [-c - 6, 0],
            [-c - 4, 48],
          ],
          [
            [c - 16, -40],
            [c + 4, -10],
            [c + 4, 48],
          ],
          [
            [-2, -74],
            [20, -60],
            [c - 10, -32],
          ],
        ],
      };
    case 'bun':
      return {
        back: [bumpyArc(0, -98, 23, 21, 0, Math.PI * 2, 13, 0.03)],
        front: [[...capOuter(c, -80, -8, 1), ...capInner(c, -44, -8)]],
        strands: [
          [
            [-c + 14, -46],
            [-20, -72],
            [-6, -88],
          ],
          [
            [c - 14, -46],
            [20, -72],
            [6, -88],
          ],
        ],
      };
    case 'ponytail':
      return {
        back: [
          [
            [6, -92],
            [36, -100],
            [c + 26, -70],
            [c + 32, -10],
            [c + 28, 70],
            [c + 14, 120],
            [c + 14, 120],
            [c + 8, 70],
            [c + 8, 0],
            [c - 4, -50],
          ],
        ],
        front: [[...capOuter(c, -80, -8, 1), ...capInner(c, -44, -8)]],
        strands: [
          [
            [-c + 14, -46],
            [-16, -74],
            [6, -86],
          ],
          [
            [c - 14, -46],
            [26, -70],
            [14, -86],
          ],
        ],
      };
    case 'pixie':
      return {
        back: [],
        front: [
          [
            ...capOuter(c, -84, 6, 5),
            [c, 6],
            [c, 6],
            [c - 2, -14],
            [c - 8, -22],
            [c - 20, -18],
            [8, -30],
            [-10, -42],
            [-c + 8, -40],
            [-c + 2, -24],
            [-c + 1, 6],
            [-c + 1, 6],
          ],
        ],
        strands: [
          [
            [-16, -72],
            [4, -56],
            [c - 14, -26],
          ],
          [
            [-c + 8, -60],
            [-10, -48],
            [8, -34],
          ],
        ],
      };
    case 'hijab':
      return { back: [], front: [], strands: [] };
  }
}
