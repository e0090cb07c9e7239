/** A synthetic "office" backdrop for demos and benchmarks (no binary assets in the repo). */
import { context2d, type CanvasFactory, type CanvasLike } from './canvas-types.ts';

export function paintDemoBackground(makeCanvas: CanvasFactory, width = 1920, height = 1080): CanvasLike {
  const canvas = makeCanvas(width, height);
  const ctx = context2d(canvas);
  const sky = ctx.createLinearGradient(0, 0, width, height);
  sky.addColorStop(0, '#2b4c7e');
  sky.addColorStop(1, '#10213d');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  // Window panes and a desk line give the image real detail to resample.
  for (let i = 0; i < 6; i++) {
    ctx.fillStyle = `rgba(255,255,255,${0.04 + i * 0.012})`;
    ctx.fillRect(width * (0.08 + i * 0.15), height * 0.12, width * 0.12, height * 0.5);
  }
  ctx.fillStyle = 'rgba(0,0,0,0.35)';
  ctx.fillRect(0, height * 0.78, width, height * 0.22);
  for (let i = 0; i < 40; i++) {
    ctx.beginPath();
    ctx.arc(((i * 397) % width) + 0.5, ((i * 211) % (height * 0.6)) + 40, 6 + (i % 5) * 3, 0, Math.PI * 2);
    ctx.fillStyle = `rgba(255,220,160,${0.08 + (i % 4) * 0.04})`;
    ctx.fill();
  }
  return canvas;
}
