/**
 * Stock backgrounds drawn with Canvas2D from a few parameters (no downloaded art). Every
 * design is drawn at 16:9 and cover-cropped to the other ratios by the scene renderer, so
 * the important parts (desk, horizon, centre light) stay in the middle third.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { createRng, hashSeed } from '@orator/scene';

export type BackgroundStyle = 'gradient' | 'abstract' | 'studio' | 'office' | 'classroom' | 'newsdesk';

export interface BackgroundDesign {
  id: string;
  category: BackgroundStyle;
  /** Names in the three UI languages. */
  names: { en: string; 'zh-CN': string; 'zh-TW': string };
  /** Two to three colours the design is built from. */
  palette: readonly [string, string, string];
}

type Ctx = SKRSContext2D;

function linear(ctx: Ctx, w: number, h: number, angleDeg: number, stops: readonly string[]): ReturnType<Ctx['createLinearGradient']> {
  const a = (angleDeg * Math.PI) / 180;
  const r = Math.hypot(w, h) / 2;
  const g = ctx.createLinearGradient(w / 2 - Math.cos(a) * r, h / 2 - Math.sin(a) * r, w / 2 + Math.cos(a) * r, h / 2 + Math.sin(a) * r);
  stops.forEach((color, i) => g.addColorStop(i / Math.max(1, stops.length - 1), color));
  return g;
}

function glow(ctx: Ctx, x: number, y: number, radius: number, color: string, alpha: number): void {
  const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
  g.addColorStop(0, color);
  g.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.fillStyle = g;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  ctx.restore();
}

function gradient(ctx: Ctx, w: number, h: number, d: BackgroundDesign, rng: () => number): void {
  const [a, b, c] = d.palette;
  ctx.fillStyle = linear(ctx, w, h, 20 + rng() * 60, [a, b, c]);
  ctx.fillRect(0, 0, w, h);
  glow(ctx, w * (0.2 + rng() * 0.6), h * (0.2 + rng() * 0.4), w * 0.5, '#ffffff', 0.12);
  // A fine grain keeps wide gradients from banding after JPEG and H.264.
  ctx.save();
  ctx.globalAlpha = 0.035;
  for (let i = 0; i < 2500; i++) {
    ctx.fillStyle = rng() > 0.5 ? '#ffffff' : '#000000';
    ctx.fillRect(rng() * w, rng() * h, 2, 2);
  }
  ctx.restore();
}

function abstract(ctx: Ctx, w: number, h: number, d: BackgroundDesign, rng: () => number): void {
  const [a, b, c] = d.palette;
  ctx.fillStyle = linear(ctx, w, h, 135, [a, b]);
  ctx.fillRect(0, 0, w, h);
  const shapes = 7 + Math.floor(rng() * 5);
  for (let i = 0; i < shapes; i++) {
    ctx.save();
    ctx.globalAlpha = 0.1 + rng() * 0.2;
    ctx.fillStyle = i % 2 === 0 ? c : '#ffffff';
    const x = rng() * w;
    const y = rng() * h;
    const size = h * (0.15 + rng() * 0.5);
    ctx.translate(x, y);
    ctx.rotate(rng() * Math.PI);
    const kind = i % 3;
    ctx.beginPath();
    if (kind === 0) ctx.arc(0, 0, size / 2, 0, Math.PI * 2);
    else if (kind === 1) ctx.roundRect(-size / 2, -size / 4, size, size / 2, size / 4);
    else {
      ctx.moveTo(0, -size / 2);
      ctx.lineTo(size / 2, size / 2);
      ctx.lineTo(-size / 2, size / 2);
      ctx.closePath();
    }
    ctx.fill();
    ctx.restore();
  }
  // Flowing lines across the frame.
  ctx.save();
  ctx.strokeStyle = 'rgba(255,255,255,0.18)';
  ctx.lineWidth = 2;
  for (let i = 0; i < 6; i++) {
    ctx.beginPath();
    const y0 = h * (0.3 + i * 0.08);
    ctx.moveTo(0, y0);
    ctx.bezierCurveTo(w * 0.3, y0 - h * 0.25 * rng(), w * 0.7, y0 + h * 0.25 * rng(), w, y0 - h * 0.05);
    ctx.stroke();
  }
  ctx.restore();
}

/** Floor, back wall and soft key lights: an empty presenter studio. */
function studio(ctx: Ctx, w: number, h: number, d: BackgroundDesign): void {
  const [wall, floor, light] = d.palette;
  ctx.fillStyle = linear(ctx, w, h, 90, [wall, floor]);
  ctx.fillRect(0, 0, w, h);
  const horizon = h * 0.72;
  ctx.fillStyle = linear(ctx, w, h - horizon, 90, [floor, '#05070c']);
  ctx.fillRect(0, horizon, w, h - horizon);
  // Vertical light panels on the back wall.
  for (let i = 0; i < 6; i++) {
    const x = w * (0.08 + i * 0.16);
    ctx.fillStyle = light;
    ctx.globalAlpha = 0.16;
    ctx.fillRect(x, h * 0.12, w * 0.05, horizon - h * 0.16);
    ctx.globalAlpha = 1;
  }
  glow(ctx, w / 2, horizon, w * 0.45, light, 0.35);
  // Floor reflection ellipse where a presenter stands.
  ctx.save();
  ctx.globalAlpha = 0.25;
  ctx.fillStyle = light;
  ctx.beginPath();
  ctx.ellipse(w / 2, horizon + h * 0.1, w * 0.3, h * 0.05, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** Windows with a city skyline, a plant and a shelf: a bright office. */
function office(ctx: Ctx, w: number, h: number, d: BackgroundDesign, rng: () => number): void {
  const [wall, sky, accent] = d.palette;
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, w, h);
  const win = { x: w * 0.06, y: h * 0.1, w: w * 0.52, h: h * 0.58 };
  ctx.fillStyle = linear(ctx, win.w, win.h, 90, [sky, '#ffffff']);
  ctx.fillRect(win.x, win.y, win.w, win.h);
  // Skyline.
  ctx.fillStyle = 'rgba(40,60,90,0.35)';
  let x = win.x;
  while (x < win.x + win.w) {
    const bw = win.w * (0.05 + rng() * 0.07);
    const bh = win.h * (0.2 + rng() * 0.5);
    ctx.fillRect(x, win.y + win.h - bh, Math.min(bw, win.x + win.w - x), bh);
    x += bw + 2;
  }
  // Window frame.
  ctx.strokeStyle = '#e8edf3';
  ctx.lineWidth = h * 0.015;
  ctx.strokeRect(win.x, win.y, win.w, win.h);
  ctx.beginPath();
  ctx.moveTo(win.x + win.w / 2, win.y);
  ctx.lineTo(win.x + win.w / 2, win.y + win.h);
  ctx.stroke();
  // Desk line and floor.
  ctx.fillStyle = 'rgba(0,0,0,0.08)';
  ctx.fillRect(0, h * 0.78, w, h * 0.22);
  // Shelf with books on the right.
  ctx.fillStyle = '#cfd6df';
  ctx.fillRect(w * 0.68, h * 0.34, w * 0.26, h * 0.02);
  for (let i = 0; i < 8; i++) {
    ctx.fillStyle = i % 3 === 0 ? accent : i % 3 === 1 ? '#8aa1b8' : '#e3b873';
    const bh = h * (0.08 + rng() * 0.05);
    ctx.fillRect(w * 0.7 + i * w * 0.028, h * 0.34 - bh, w * 0.022, bh);
  }
  // Plant.
  ctx.fillStyle = '#d9c4a8';
  ctx.fillRect(w * 0.86, h * 0.66, w * 0.06, h * 0.12);
  ctx.fillStyle = '#4f8a5b';
  for (let i = 0; i < 7; i++) {
    ctx.beginPath();
    ctx.ellipse(w * 0.89 + (i - 3) * w * 0.012, h * 0.6 - (i % 3) * h * 0.04, w * 0.012, h * 0.07, (i - 3) * 0.35, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Chalkboard or whiteboard with a few marks, wooden ledge: a classroom. */
function classroom(ctx: Ctx, w: number, h: number, d: BackgroundDesign, rng: () => number): void {
  const [wall, board, chalk] = d.palette;
  ctx.fillStyle = wall;
  ctx.fillRect(0, 0, w, h);
  const b = { x: w * 0.08, y: h * 0.1, w: w * 0.84, h: h * 0.56 };
  ctx.fillStyle = '#8b6a45';
  ctx.fillRect(b.x - 10, b.y - 10, b.w + 20, b.h + 20);
  ctx.fillStyle = board;
  ctx.fillRect(b.x, b.y, b.w, b.h);
  // Faint chalk marks: formulas and a diagram, kept light so titles stay readable.
  ctx.save();
  ctx.globalAlpha = 0.22;
  ctx.strokeStyle = chalk;
  ctx.lineWidth = 3;
  for (let i = 0; i < 4; i++) {
    ctx.beginPath();
    const y = b.y + b.h * (0.2 + i * 0.18);
    ctx.moveTo(b.x + b.w * 0.62, y);
    for (let k = 1; k <= 10; k++) ctx.lineTo(b.x + b.w * (0.62 + k * 0.03), y + (rng() - 0.5) * 10);
    ctx.stroke();
  }
  ctx.beginPath();
  ctx.arc(b.x + b.w * 0.8, b.y + b.h * 0.75, b.h * 0.12, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
  // Ledge and floor.
  ctx.fillStyle = '#a78358';
  ctx.fillRect(b.x, b.y + b.h + 10, b.w, h * 0.02);
  ctx.fillStyle = 'rgba(0,0,0,0.12)';
  ctx.fillRect(0, h * 0.82, w, h * 0.18);
}

/** A news set: deep backdrop, world-map dots, a ticker band and a glossy desk. */
function newsdesk(ctx: Ctx, w: number, h: number, d: BackgroundDesign, rng: () => number): void {
  const [deep, mid, accent] = d.palette;
  ctx.fillStyle = linear(ctx, w, h, 90, [mid, deep]);
  ctx.fillRect(0, 0, w, h);
  // Dotted globe.
  ctx.fillStyle = 'rgba(255,255,255,0.22)';
  const cx = w * 0.5;
  const cy = h * 0.42;
  const r = h * 0.34;
  for (let lat = -80; lat <= 80; lat += 10) {
    for (let lon = -180; lon < 180; lon += 8) {
      const x = Math.cos((lat * Math.PI) / 180) * Math.sin((lon * Math.PI) / 180);
      if (Math.cos((lon * Math.PI) / 180) < 0) continue;
      if (rng() < 0.35) continue;
      ctx.beginPath();
      ctx.arc(cx + x * r, cy - Math.sin((lat * Math.PI) / 180) * r, 2.2, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  glow(ctx, cx, cy, r * 1.4, accent, 0.25);
  // Ticker band.
  ctx.fillStyle = accent;
  ctx.fillRect(0, h * 0.7, w, h * 0.05);
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  for (let i = 0; i < 12; i++) ctx.fillRect(w * (0.03 + i * 0.08), h * 0.718, w * (0.03 + rng() * 0.03), h * 0.014);
  // Desk.
  ctx.fillStyle = linear(ctx, w, h * 0.25, 90, ['#dfe6ef', '#7f8ea3']);
  ctx.beginPath();
  ctx.moveTo(w * 0.1, h * 0.8);
  ctx.lineTo(w * 0.9, h * 0.8);
  ctx.lineTo(w, h);
  ctx.lineTo(0, h);
  ctx.closePath();
  ctx.fill();
}

const PAINTERS: Record<BackgroundStyle, (ctx: Ctx, w: number, h: number, d: BackgroundDesign, rng: () => number) => void> = {
  gradient,
  abstract,
  studio,
  office,
  classroom,
  newsdesk,
};

/** Draws the design into a w x h context. Same design, same size -> same pixels. */
export function paintBackground(ctx: Ctx, w: number, h: number, design: BackgroundDesign): void {
  const rng = createRng(hashSeed(design.id));
  ctx.save();
  PAINTERS[design.category](ctx, w, h, design, rng);
  ctx.restore();
}
