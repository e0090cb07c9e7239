/** Neck, torso and the outfits (collars, lapels, ties, plackets). Baked into the body cache. */
import { luminance, shade, withAlpha } from '../color.ts';
import { bodyMetrics, type BodyMetrics } from './figure.ts';
import { sideShade, softShadow, verticalFill, type Painter } from './paint.ts';
import { skinTone, type AvatarParams } from './params.ts';
import { circle, smoothClosed, type Pt } from './path.ts';

const BOTTOM = 430;

function torsoPath(p: Painter, b: BodyMetrics): void {
  const { ctx } = p;
  const n = b.neckHalf + 3;
  const s = b.shoulderHalf;
  const sy = b.shoulderY;
  ctx.moveTo(-n, 84);
  ctx.bezierCurveTo(-n - 22, 94, -s + 26, sy - 16, -s + 4, sy);
  ctx.bezierCurveTo(-s - 10, sy + 10, -s - 6, sy + 60, -b.waistHalf - 2, 260);
  ctx.lineTo(-b.waistHalf, BOTTOM);
  ctx.lineTo(b.waistHalf, BOTTOM);
  ctx.lineTo(b.waistHalf + 2, 260);
  ctx.bezierCurveTo(s + 6, sy + 60, s + 10, sy + 10, s - 4, sy);
  ctx.bezierCurveTo(s - 26, sy - 16, n + 22, 94, n, 84);
  ctx.closePath();
}

function drawNeck(p: Painter, params: AvatarParams, b: BodyMetrics): void {
  const { ctx } = p;
  const skin = skinTone(params);
  const n = b.neckHalf;
  ctx.beginPath();
  ctx.moveTo(-n, 30);
  ctx.lineTo(n, 30);
  ctx.quadraticCurveTo(n, 80, n + 10, 100);
  ctx.lineTo(-n - 10, 100);
  ctx.quadraticCurveTo(-n, 80, -n, 30);
  ctx.closePath();
  ctx.fillStyle = skin.base;
  ctx.fill();
  // Shadow cast by the jaw onto the neck.
  ctx.beginPath();
  ctx.ellipse(0, 52, n + 4, 22, 0, 0, Math.PI * 2);
  ctx.fillStyle = p.style === '2d' ? skin.shadow : withAlpha(skin.shadow, 0.95);
  ctx.fill();
}

function fabric(p: Painter, color: string): unknown {
  return verticalFill(p, color, 80, BOTTOM, 0.2);
}

function fillPoly(p: Painter, pts: readonly Pt[], fill: unknown, smooth = false): void {
  const { ctx } = p;
  ctx.beginPath();
  if (smooth) {
    smoothClosed(ctx, pts);
  } else {
    const [first, ...rest] = pts;
    if (!first) return;
    ctx.moveTo(first[0], first[1]);
    for (const [x, y] of rest) ctx.lineTo(x, y);
    ctx.closePath();
  }
  ctx.fillStyle = fill;
  ctx.fill();
}

function seam(p: Painter, color: string, pts: readonly Pt[], width = 1.6): void {
  const { ctx } = p;
  const [first, ...rest] = pts;
  if (!first) return;
  ctx.beginPath();
  ctx.moveTo(first[0], first[1]);
  for (const [x, y] of rest) ctx.lineTo(x, y);
  ctx.strokeStyle = color;
  ctx.lineWidth = width;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.stroke();
}

function shirtCollar(p: Painter, color: string, n: number, spread: number): void {
  const line = shade(color, 0.25);
  for (const side of [-1, 1]) {
    const pts: Pt[] = [
      [side * (n + 2), 74],
      [side * 3, 100],
      [side * (n + spread), 112],
      [side * (n + 12), 86],
    ];
    fillPoly(p, pts, color);
    seam(p, line, [...pts, pts[0]!], 1.2);
  }
}

function lapels(p: Painter, jacket: string, vBottom: number, b: BodyMetrics): void {
  const dark = shade(jacket, 0.22);
  for (const side of [-1, 1]) {
    const pts: Pt[] = [
      [side * (b.neckHalf + 6), 82],
      [side * (b.neckHalf + 16), 90],
      [side * 44, 138],
      [side * 36, 146],
      [side * 42, 156],
      [side * 4, vBottom],
      [side * 1, vBottom - 8],
    ];
    fillPoly(p, pts, shade(jacket, -0.05));
    seam(p, dark, pts.slice(1), 1.5);
  }
}

function buttons(p: Painter, color: string, ys: readonly number[], x = 0, r = 2.6): void {
  const { ctx } = p;
  ctx.beginPath();
  for (const y of ys) circle(ctx, x, y, r);
  ctx.fillStyle = color;
  ctx.fill();
}

function drawSuit(p: Painter, params: AvatarParams, b: BodyMetrics, withTie: boolean): void {
  const { main, inner, accent } = params.outfitColors;
  const vBottom = withTie ? 206 : 196;
  fillPoly(
    p,
    [
      [-26, 80],
      [26, 80],
      [0, vBottom],
    ],
    inner,
  );
  if (withTie) {
    shirtCollar(p, inner, b.neckHalf, 14);
    fillPoly(
      p,
      [
        [-6, 96],
        [6, 96],
        [5, 106],
        [-5, 106],
      ],
      shade(accent, 0.1),
    );
    fillPoly(
      p,
      [
        [-5, 106],
        [5, 106],
        [10, 186],
        [0, 200],
        [-10, 186],
      ],
      verticalFill(p, accent, 100, 200, 0.15),
    );
    seam(
      p,
      withAlpha(shade(accent, -0.5), 0.35),
      [
        [-4, 130],
        [8, 120],
      ],
      2,
    );
    seam(
      p,
      withAlpha(shade(accent, -0.5), 0.35),
      [
        [-7, 160],
        [9, 148],
      ],
      2,
    );
  } else if (params.gender === 'female') {
    // Blouse with a rounded neckline under the blazer.
    const { ctx } = p;
    ctx.beginPath();
    ctx.ellipse(0, 82, b.neckHalf + 5, 22, 0, 0, Math.PI);
    ctx.fillStyle = skinTone(params).base;
    ctx.fill();
  } else {
    // Open-collar shirt: collar wings and a small V of skin at the throat.
    fillPoly(
      p,
      [
        [-10, 80],
        [10, 80],
        [0, 108],
      ],
      skinTone(params).base,
    );
    shirtCollar(p, inner, b.neckHalf, 16);
  }
  lapels(p, main, vBottom, b);
  buttons(p, shade(main, 0.35), [vBottom + 22, vBottom + 70], 4, 3);
  if (withTie && luminance(main) < 0.5) {
    fillPoly(
      p,
      [
        [-62, 176],
        [-44, 170],
        [-40, 178],
        [-60, 182],
      ],
      accent,
    );
  }
}

function drawShirt(p: Painter, params: AvatarParams, b: BodyMetrics): void {
  const { main } = params.outfitColors;
  const line = shade(main, 0.2);
  fillPoly(
    p,
    [
      [-12, 82],
      [12, 82],
      [0, 110],
    ],
    skinTone(params).base,
    true,
  );
  shirtCollar(p, main, b.neckHalf, 18);
  seam(
    p,
    line,
    [
      [0, 110],
      [0, BOTTOM],
    ],
    1.4,
  );
  buttons(p, shade(main, 0.3), [140, 190, 240, 290, 340], 3, 2.2);
  seam(
    p,
    line,
    [
      [30, 170],
      [58, 170],
      [58, 200],
      [44, 206],
      [30, 200],
      [30, 170],
    ],
    1.3,
  );
}

function drawSweater(p: Painter, params: AvatarParams, b: BodyMetrics): void {
  const { main, inner } = params.outfitColors;
  const rib = shade(main, 0.18);
  const { ctx } = p;
  ctx.beginPath();
  ctx.ellipse(0, 84, b.neckHalf + 6, 11, 0, 0, Math.PI);
  ctx.strokeStyle = inner;
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(0, 86, b.neckHalf + 12, 14, 0, 0, Math.PI);
  ctx.strokeStyle = rib;
  ctx.lineWidth = 7;
  ctx.stroke();
  seam(
    p,
    withAlpha(shade(main, 0.3), 0.6),
    [
      [-b.neckHalf - 26, 96],
      [-b.shoulderHalf + 18, 200],
    ],
    1.5,
  );
  seam(
    p,
    withAlpha(shade(main, 0.3), 0.6),
    [
      [b.neckHalf + 26, 96],
      [b.shoulderHalf - 18, 200],
    ],
    1.5,
  );
}

function drawHoodie(p: Painter, params: AvatarParams, b: BodyMetrics): void {
  const { main, accent } = params.outfitColors;
  const n = b.neckHalf;
  fillPoly(
    p,
    [
      [-n - 30, 86],
      [-n - 18, 70],
      [0, 80],
      [n + 18, 70],
      [n + 30, 86],
      [n + 16, 116],
      [0, 122],
      [-n - 16, 116],
    ],
    shade(main, 0.12),
    true,
  );
  fillPoly(
    p,
    [
      [-n + 2, 88],
      [n - 2, 88],
      [0, 106],
    ],
    shade(main, 0.35),
    true,
  );
  for (const side of [-1, 1])
    seam(
      p,
      accent,
      [
        [side * 8, 106],
        [side * 10, 170],
      ],
      2.6,
    );
  const { ctx } = p;
  ctx.beginPath();
  circle(ctx, -10, 172, 2.8);
  circle(ctx, 10, 172, 2.8);
  ctx.fillStyle = shade(accent, 0.2);
  ctx.fill();
  seam(
    p,
    shade(main, 0.2),
    [
      [-60, 330],
      [-44, 290],
      [44, 290],
      [60, 330],
    ],
    2,
  );
}

function drawDress(p: Painter, params: AvatarParams, b: BodyMetrics): void {
  const { main } = params.outfitColors;
  const skin = skinTone(params);
  fillPoly(
    p,
    [
      [-b.neckHalf - 22, 84],
      [-b.neckHalf - 20, 84],
      [-18, 124],
      [0, 134],
      [18, 124],
      [b.neckHalf + 20, 84],
      [b.neckHalf + 22, 84],
      [b.neckHalf + 10, 78],
      [-b.neckHalf - 10, 78],
    ],
    verticalFill(p, skin.base, 80, 134, 0.1),
    true,
  );
  const { ctx } = p;
  ctx.beginPath();
  ctx.moveTo(-b.neckHalf - 24, 86);
  ctx.quadraticCurveTo(0, 150, b.neckHalf + 24, 86);
  ctx.strokeStyle = shade(main, 0.18);
  ctx.lineWidth = 2.5;
  ctx.stroke();
}

function drawPolo(p: Painter, params: AvatarParams, b: BodyMetrics): void {
  const { main, accent } = params.outfitColors;
  const n = b.neckHalf;
  fillPoly(
    p,
    [
      [-7, 90],
      [7, 90],
      [7, 152],
      [-7, 152],
    ],
    shade(main, 0.06),
  );
  fillPoly(
    p,
    [
      [-7, 88],
      [7, 88],
      [0, 112],
    ],
    skinTone(params).base,
    true,
  );
  buttons(p, shade(main, 0.3), [122, 140], 0, 2.2);
  for (const side of [-1, 1]) {
    const pts: Pt[] = [
      [side * (n + 4), 76],
      [side * 5, 92],
      [side * (n + 16), 110],
      [side * (n + 18), 84],
    ];
    fillPoly(p, pts, main);
    seam(p, accent, [pts[1]!, pts[2]!], 1.6);
    seam(p, shade(main, 0.22), [...pts, pts[0]!], 1.1);
  }
  const { ctx } = p;
  ctx.beginPath();
  circle(ctx, 52, 170, 7);
  ctx.fillStyle = accent;
  ctx.fill();
}

function drawTurtleneck(p: Painter, params: AvatarParams, b: BodyMetrics): void {
  const { main } = params.outfitColors;
  const n = b.neckHalf;
  fillPoly(
    p,
    [
      [-n - 3, 50],
      [n + 3, 50],
      [n + 8, 100],
      [-n - 8, 100],
    ],
    verticalFill(p, shade(main, 0.05), 50, 100, 0.2),
    true,
  );
  seam(
    p,
    withAlpha(shade(main, 0.3), 0.7),
    [
      [-n - 4, 68],
      [n + 4, 68],
    ],
    1.4,
  );
  seam(
    p,
    withAlpha(shade(main, 0.3), 0.7),
    [
      [-n - 6, 82],
      [n + 6, 82],
    ],
    1.4,
  );
}

function drawNecklace(p: Painter, params: AvatarParams): void {
  if (!params.necklace) return;
  const { ctx } = p;
  const deep = params.outfit === 'dress' ? 122 : 104;
  ctx.beginPath();
  ctx.moveTo(-22, 84);
  ctx.quadraticCurveTo(0, deep + 8, 22, 84);
  ctx.strokeStyle = '#d8b25a';
  ctx.lineWidth = 1.4;
  ctx.stroke();
  ctx.beginPath();
  circle(ctx, 0, deep + 2, 3.4);
  ctx.fillStyle = '#e9d9a6';
  ctx.fill();
}

export function drawBody(p: Painter, params: AvatarParams): void {
  const { ctx } = p;
  const b = bodyMetrics(params);
  drawNeck(p, params, b);
  const clearShadow = softShadow(p, 10, 4, 0.18);
  ctx.beginPath();
  torsoPath(p, b);
  ctx.fillStyle = fabric(p, params.outfitColors.main);
  ctx.fill();
  clearShadow();
  sideShade(p, params.outfitColors.main, -b.shoulderHalf - 10, b.shoulderHalf + 10, 0.26);
  switch (params.outfit) {
    case 'suitTie':
      drawSuit(p, params, b, true);
      break;
    case 'blazer':
      drawSuit(p, params, b, false);
      break;
    case 'shirt':
      drawShirt(p, params, b);
      break;
    case 'sweater':
      drawSweater(p, params, b);
      break;
    case 'hoodie':
      drawHoodie(p, params, b);
      break;
    case 'dress':
      drawDress(p, params, b);
      break;
    case 'polo':
      drawPolo(p, params, b);
      break;
    case 'turtleneck':
      drawTurtleneck(p, params, b);
      break;
  }
  drawNecklace(p, params);
}
