import { createCanvas, Path2D, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { createRng } from '@orator/scene';
import { PIECE_SIZE, randomInt, SLIDER_HEIGHT, SLIDER_WIDTH, type Random } from './slider-rules.ts';

/** A seeded generator (the scene's mulberry32): one seed, one reproducible picture. */
export function seededRandom(seed: number): Random {
  return createRng(seed);
}

/**
 * The jigsaw outline inside a PIECE_SIZE box: a square body with a knob on top and one on
 * the right. Knobs are circle arcs through the body edge so the outline is one smooth path.
 */
export function piecePath(left: number, top: number): Path2D {
  const body = 32;
  const bodyTop = top + 11;
  const half = 5; // half the knob's neck
  const rise = 4; // knob centre beyond the edge
  const radius = Math.hypot(half, rise);
  const neck = Math.atan2(rise, half);
  const path = new Path2D();
  path.moveTo(left, bodyTop);
  path.lineTo(left + body / 2 - half, bodyTop);
  path.arc(left + body / 2, bodyTop - rise, radius, Math.PI - neck, neck + 2 * Math.PI, false);
  path.lineTo(left + body, bodyTop);
  const midY = bodyTop + body / 2;
  path.lineTo(left + body, midY - half);
  path.arc(left + body + rise, midY, radius, -Math.PI + neck, Math.PI - neck, false);
  path.lineTo(left + body, bodyTop + body);
  path.lineTo(left, bodyTop + body);
  path.closePath();
  return path;
}

function hsl(h: number, s: number, l: number, a = 1): string {
  return `hsla(${Math.round(h) % 360}, ${Math.round(s)}%, ${Math.round(l)}%, ${a})`;
}

/** A calm landscape-like picture: sky gradient, soft hills, floating shapes, a little grain. */
function paintBackground(ctx: SKRSContext2D, random: Random): void {
  const hue = random() * 360;
  const sky = ctx.createLinearGradient(0, 0, SLIDER_WIDTH, SLIDER_HEIGHT);
  sky.addColorStop(0, hsl(hue, 60, 72));
  sky.addColorStop(1, hsl(hue + 40 + random() * 60, 55, 48));
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, SLIDER_WIDTH, SLIDER_HEIGHT);

  const sun = ctx.createRadialGradient(0, 0, 2, 0, 0, 40);
  const sunX = randomInt(random, 20, SLIDER_WIDTH - 20);
  const sunY = randomInt(random, 15, 60);
  sun.addColorStop(0, hsl(hue + 180, 90, 92, 0.95));
  sun.addColorStop(1, hsl(hue + 180, 90, 80, 0));
  ctx.save();
  ctx.translate(sunX, sunY);
  ctx.fillStyle = sun;
  ctx.fillRect(-40, -40, 80, 80);
  ctx.restore();

  for (let i = 0; i < 14; i++) {
    ctx.fillStyle = hsl(hue + random() * 120 - 60, 50 + random() * 30, 40 + random() * 45, 0.25 + random() * 0.35);
    ctx.beginPath();
    if (random() < 0.5) {
      ctx.arc(random() * SLIDER_WIDTH, random() * SLIDER_HEIGHT, 6 + random() * 34, 0, Math.PI * 2);
    } else {
      const cx = random() * SLIDER_WIDTH;
      const cy = random() * SLIDER_HEIGHT;
      const size = 10 + random() * 30;
      const corners = 3 + Math.floor(random() * 4);
      const turn = random() * Math.PI;
      for (let k = 0; k < corners; k++) {
        const angle = turn + (k / corners) * Math.PI * 2;
        ctx.lineTo(cx + Math.cos(angle) * size, cy + Math.sin(angle) * size);
      }
      ctx.closePath();
    }
    ctx.fill();
  }

  for (let layer = 0; layer < 3; layer++) {
    const base = SLIDER_HEIGHT * (0.55 + layer * 0.14);
    const phase = random() * Math.PI * 2;
    const wavelength = 60 + random() * 90;
    const amplitude = 6 + random() * 14;
    ctx.fillStyle = hsl(hue + 90 + layer * 25, 35 + layer * 10, 45 - layer * 10, 0.75);
    ctx.beginPath();
    ctx.moveTo(0, SLIDER_HEIGHT);
    for (let x = 0; x <= SLIDER_WIDTH; x += 8) {
      ctx.lineTo(x, base + Math.sin((x / wavelength) * Math.PI * 2 + phase) * amplitude);
    }
    ctx.lineTo(SLIDER_WIDTH, SLIDER_HEIGHT);
    ctx.closePath();
    ctx.fill();
  }

  // Grain: without it a flat region next to the gap would give the answer away.
  for (let i = 0; i < 900; i++) {
    ctx.fillStyle = random() < 0.5 ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.08)';
    ctx.fillRect(random() * SLIDER_WIDTH, random() * SLIDER_HEIGHT, 1 + random() * 2, 1 + random() * 2);
  }
}

export interface SliderImages {
  /** PNG of the picture with the gap darkened and outlined. */
  background: Buffer;
  /** PNG of the cut-out piece (PIECE_SIZE square, transparent outside the outline). */
  piece: Buffer;
}

export async function drawSliderImages(random: Random, gap: { x: number; y: number }): Promise<SliderImages> {
  const picture = createCanvas(SLIDER_WIDTH, SLIDER_HEIGHT);
  paintBackground(picture.getContext('2d'), random);

  const piece = createCanvas(PIECE_SIZE, PIECE_SIZE);
  const pieceCtx = piece.getContext('2d');
  const outline = piecePath(0, 0);
  pieceCtx.save();
  pieceCtx.clip(outline);
  pieceCtx.drawImage(picture, -gap.x, -gap.y);
  pieceCtx.restore();
  pieceCtx.lineWidth = 1.5;
  pieceCtx.strokeStyle = 'rgba(255,255,255,0.9)';
  pieceCtx.stroke(outline);

  const background = withGap(picture, gap);
  const [backgroundPng, piecePng] = await Promise.all([background.encode('png'), piece.encode('png')]);
  return { background: backgroundPng, piece: piecePng };
}

function withGap(picture: Canvas, gap: { x: number; y: number }): Canvas {
  const ctx = picture.getContext('2d');
  const hole = piecePath(gap.x, gap.y);
  ctx.fillStyle = 'rgba(0,0,0,0.5)';
  ctx.fill(hole);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.stroke(hole);
  return picture;
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
