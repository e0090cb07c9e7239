/**
 * Generates examples/hello-background.jpg: a soft abstract gradient with blurred light
 * shapes, drawn with @napi-rs/canvas (no downloaded art).  npx tsx examples/make-background.ts
 */
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';

const WIDTH = 1280;
const HEIGHT = 720;
const canvas = createCanvas(WIDTH, HEIGHT);
const ctx = canvas.getContext('2d');

const base = ctx.createLinearGradient(0, 0, WIDTH, HEIGHT);
base.addColorStop(0, '#14213d');
base.addColorStop(0.55, '#1f4e79');
base.addColorStop(1, '#2a9d8f');
ctx.fillStyle = base;
ctx.fillRect(0, 0, WIDTH, HEIGHT);

// Large soft glows: radial gradients fading to transparent read as out-of-focus light.
const glows: [number, number, number, string][] = [
  [180, 120, 420, 'rgba(233, 196, 106, 0.35)'],
  [1100, 620, 520, 'rgba(42, 157, 143, 0.45)'],
  [760, 200, 300, 'rgba(244, 162, 97, 0.22)'],
  [420, 640, 360, 'rgba(99, 136, 201, 0.30)'],
];
for (const [x, y, r, color] of glows) {
  const glow = ctx.createRadialGradient(x, y, 0, x, y, r);
  glow.addColorStop(0, color);
  glow.addColorStop(1, 'rgba(0, 0, 0, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
}

// A few thin arcs give depth without competing with the presenter.
ctx.lineWidth = 2;
for (let i = 0; i < 6; i++) {
  ctx.strokeStyle = `rgba(255, 255, 255, ${0.05 + i * 0.012})`;
  ctx.beginPath();
  ctx.arc(1280 * 0.78, 720 * 1.35, 380 + i * 70, Math.PI * 1.05, Math.PI * 1.75);
  ctx.stroke();
}

// Vignette keeps subtitles and the avatar readable at the edges.
const vignette = ctx.createRadialGradient(WIDTH / 2, HEIGHT / 2, HEIGHT * 0.35, WIDTH / 2, HEIGHT / 2, WIDTH * 0.75);
vignette.addColorStop(0, 'rgba(0, 0, 0, 0)');
vignette.addColorStop(1, 'rgba(0, 0, 0, 0.45)');
ctx.fillStyle = vignette;
ctx.fillRect(0, 0, WIDTH, HEIGHT);

const out = new URL('./hello-background.jpg', import.meta.url);
writeFileSync(out, canvas.encodeSync('jpeg', 82));
console.log(`wrote ${out.pathname}`);
