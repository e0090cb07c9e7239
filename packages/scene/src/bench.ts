/**
 * Frame-rendering benchmark for the export path:  npx tsx packages/scene/src/bench.ts
 * Renders the demo scene (background image + half-body avatar + subtitles + title +
 * watermark) and reads RGBA bytes out, as the exporter does, at 720p and 1080p.
 */
import type { CanvasFactory } from './canvas-types.ts';
import { paintDemoBackground } from './demo-background.ts';
import { demoScene } from './demo-scene.ts';
import { createFrameRenderer } from './frame-renderer.ts';
import { spawnSync } from 'node:child_process';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { EXPORT_NODE_FLAGS, createNodeCanvas, hasExportNodeFlags, nodeContext, registerNodeFonts, renderFrameRgba } from './node.ts';
import type { Tier } from './sizes.ts';

const FRAMES = Number(process.env.BENCH_FRAMES ?? 500);

type MinorGc = (options: { type: 'minor' }) => void;
/**
 * Read-out buffers are native memory V8 does not see; the exporter (packages/render
 * frameMemory.ts) runs a young-generation GC every 8 frames so the allocator reuses them.
 * The bench does the same so it measures the exporter's steady state.
 */
function minorGc(): MinorGc {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as MinorGc;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function bench(tier: Tier): void {
  const makeCanvas = createNodeCanvas as CanvasFactory;
  const background = paintDemoBackground(makeCanvas);
  const scene = demoScene({ tier });
  const renderer = createFrameRenderer(scene, { image: () => background, videoFrame: () => null }, makeCanvas);
  const canvas = createNodeCanvas(scene.width, scene.height);
  const ctx = nodeContext(canvas);
  // Warm-up: bakes avatar parts, background and the first subtitle.
  for (let i = 0; i < 10; i++) renderFrameRgba(renderer, canvas, i * 40, ctx);
  const gc = process.env.BENCH_MINOR_GC ? minorGc() : null;
  const drawOnly: number[] = [];
  const withReadout: number[] = [];
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < FRAMES; i++) {
    const t = i * 40;
    const t0 = performance.now();
    renderer.draw(ctx, t);
    const t1 = performance.now();
    canvas.data();
    if (gc && i % 8 === 7) gc({ type: 'minor' });
    const t2 = performance.now();
    drawOnly.push(t1 - t0);
    withReadout.push(t2 - t0);
  }
  const total = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000 / FRAMES;
  console.log(
    `${tier} ${scene.width}x${scene.height}: ${FRAMES} frames, mean ${(total / FRAMES).toFixed(2)} ms/frame ` +
      `(median ${median(withReadout).toFixed(2)} ms; draw calls ${median(drawOnly).toFixed(2)} ms + RGBA read-out), ` +
      `${((FRAMES * 40) / total).toFixed(1)}x realtime at 25 fps; CPU ${cpuMs.toFixed(2)} ms/frame ` +
      `(user ${(cpu.user / 1000 / FRAMES).toFixed(2)}, sys ${(cpu.system / 1000 / FRAMES).toFixed(2)})`,
  );
}

if (!hasExportNodeFlags() && !process.env.BENCH_NO_RESPAWN) {
  // Measure the way the exporter runs: re-run this script with the export node flags.
  const args = [...process.execArgv, ...EXPORT_NODE_FLAGS, ...process.argv.slice(1)];
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, BENCH_NO_RESPAWN: '1' } });
  process.exit(result.status ?? 1);
}
console.log(`node flags: ${process.execArgv.filter((a) => a.startsWith('--single')).join(' ') || '(default GC)'}`);
registerNodeFonts();
bench('720p');
bench('1080p');
