/**
 * Frame-rendering benchmark for the export path:  npx tsx packages/scene/src/bench.ts
 * Renders the demo scene (background image + half-body avatar + subtitles + title +
 * watermark) and reads RGBA bytes out with canvas.data(), as the exporter does, at 720p and
 * 1080p. Reports wall and CPU time; on a shared machine CPU time is the number to compare
 * with the budget, and `user` is the part this package controls (sys is dominated by the
 * kernel zeroing fresh pages for the read-out buffers and varies with machine load).
 */
import { spawnSync } from 'node:child_process';
import type { CanvasFactory } from './canvas-types.ts';
import { paintDemoBackground } from './demo-background.ts';
import { demoScene } from './demo-scene.ts';
import { createFrameRenderer, type FrameRenderer } from './frame-renderer.ts';
import { EXPORT_NODE_FLAGS, createNodeCanvas, hasExportNodeFlags, nodeContext, registerNodeFonts } from './node.ts';
import type { Tier } from './sizes.ts';

const FRAMES = Number(process.env.BENCH_FRAMES ?? 500);

type ReadFrame = (renderer: FrameRenderer, timeMs: number) => void;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function singleReadout(width: number, height: number): ReadFrame {
  const canvas = createNodeCanvas(width, height);
  const ctx = nodeContext(canvas);
  return (renderer, timeMs) => {
    renderer.draw(ctx, timeMs);
    canvas.data();
  };
}

function bench(tier: Tier): void {
  const makeCanvas = createNodeCanvas as CanvasFactory;
  const background = paintDemoBackground(makeCanvas);
  const scene = demoScene({ tier });
  const renderer = createFrameRenderer(scene, { image: () => background, videoFrame: () => null }, makeCanvas);
  const read = singleReadout(scene.width, scene.height);
  // Warm-up: bakes avatar parts, background and the first subtitle.
  for (let i = 0; i < 10; i++) read(renderer, i * 40);
  const perFrame: number[] = [];
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < FRAMES; i++) {
    const t0 = performance.now();
    read(renderer, i * 40);
    perFrame.push(performance.now() - t0);
  }
  const wall = (performance.now() - start) / FRAMES;
  const cpu = process.cpuUsage(cpuStart);
  const user = cpu.user / 1000 / FRAMES;
  const sys = cpu.system / 1000 / FRAMES;
  console.log(
    `${tier.padEnd(5)} ${`${scene.width}x${scene.height}`.padEnd(9)} ` +
      `CPU ${(user + sys).toFixed(2)} ms/frame (user ${user.toFixed(2)}, sys ${sys.toFixed(2)}); ` +
      `wall median ${median(perFrame).toFixed(2)} ms, mean ${wall.toFixed(2)} ms (${(40 / wall).toFixed(1)}x realtime)`,
  );
}

if (!hasExportNodeFlags() && !process.env.BENCH_NO_RESPAWN) {
  // Measure the way the exporter should run: re-run this script with the export node flags.
  const args = [...process.execArgv, ...EXPORT_NODE_FLAGS, ...process.argv.slice(1)];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, BENCH_NO_RESPAWN: '1' } });
  process.exit(result.status ?? 1);
}
const flags = process.execArgv.filter((a) => a.startsWith('--single')).join(' ') || '(none)';
console.log(`${FRAMES} frames each; node flags: ${flags}`);
registerNodeFonts();
bench('720p');
bench('1080p');
