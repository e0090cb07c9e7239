import { createFrameRenderer, type CanvasFactory, type Scene } from '@orator/scene';
import { createNodeCanvas, nodeContext, registerNodeFonts, loadNodeImage } from '@orator/scene/node';
import { demoScene } from '@orator/scene/demo-scene';
registerNodeFonts();
const tier = (process.argv[2] ?? '720p') as '720p';
const bg = await loadNodeImage('examples/hello-background.jpg');
const full = demoScene({ tier });
function cost(label: string, scene: Scene) {
  const r = createFrameRenderer(scene, { image: () => bg, videoFrame: () => null }, createNodeCanvas as CanvasFactory);
  const canvas = createNodeCanvas(scene.width, scene.height);
  const ctx = nodeContext(canvas);
  for (let i = 0; i < 10; i++) { r.draw(ctx, i * 40); canvas.data(); }
  const c0 = process.cpuUsage();
  for (let i = 0; i < 100; i++) { r.draw(ctx, i * 40); canvas.data(); }
  const cpu = process.cpuUsage(c0);
  console.log(tier, label.padEnd(12), 'cpu ms/frame', ((cpu.user + cpu.system) / 1000 / 100).toFixed(2));
}
cost('bg only', { ...full, layers: [], subtitles: null, watermark: null });
cost('color only', { ...full, background: { kind: 'color', color: '#234' }, layers: [], subtitles: null, watermark: null });
cost('+avatar', { ...full, layers: full.layers.filter((l) => l.kind === 'avatar'), subtitles: null, watermark: null });
cost('+text', { ...full, layers: full.layers.filter((l) => l.kind === 'text'), subtitles: null, watermark: null });
cost('+subs', { ...full, layers: [], watermark: null });
cost('+wm', { ...full, layers: [], subtitles: null });
cost("full", full); cost("bg only2", { ...full, layers: [], subtitles: null, watermark: null }); cost("+avatar2", { ...full, layers: full.layers.filter((l) => l.kind === "avatar"), subtitles: null, watermark: null }); cost("full2", full);
