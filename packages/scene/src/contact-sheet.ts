/**
 * Renders a grid of catalogue avatars for visual review:
 *   npx tsx packages/scene/src/contact-sheet.ts out.png [count] [offset]
 *   npx tsx packages/scene/src/contact-sheet.ts out.png --frames   (speech, blink, gestures)
 */
import { writeFileSync } from 'node:fs';
import type { VisemeFrame } from '@orator/shared';
import { AvatarPainter, REST_VISEME } from './avatar/avatar-renderer.ts';
import { avatarCatalog, type AvatarDescriptor } from './avatar/catalog.ts';
import { eyeOpenness, type ActiveAction } from './avatar/motion.ts';
import type { CanvasFactory, Ctx2D } from './canvas-types.ts';
import { createNodeCanvas, nodeContext, registerNodeFonts } from './node.ts';
import type { Framing } from './scene.ts';

// CONTACT_SHEET_ZOOM=2 renders larger cells for close inspection.
const ZOOM = Number(process.env.CONTACT_SHEET_ZOOM ?? 1);
const CELL_W = 220 * ZOOM;
const CELL_H = 260 * ZOOM;
const BACKDROPS = ['#e9eef5', '#f3ede6', '#e6f0ec', '#efe9f3'];

interface Cell {
  avatar: AvatarDescriptor;
  framing: Framing;
  timeMs: number;
  viseme: VisemeFrame;
  action: ActiveAction | null;
  label: string;
}

function drawSheet(cells: Cell[], columns: number): Buffer {
  const rows = Math.ceil(cells.length / columns);
  const canvas = createNodeCanvas(columns * CELL_W, rows * CELL_H);
  const ctx: Ctx2D = nodeContext(canvas);
  const painter = new AvatarPainter(createNodeCanvas as CanvasFactory);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  cells.forEach((cell, index) => {
    const x = (index % columns) * CELL_W;
    const y = Math.floor(index / columns) * CELL_H;
    ctx.fillStyle = BACKDROPS[index % BACKDROPS.length]!;
    ctx.fillRect(x + 4, y + 4, CELL_W - 8, CELL_H - 28);
    painter.draw(ctx, {
      params: cell.avatar.params,
      framing: cell.framing,
      box: { left: x + 4, top: y + 4, width: CELL_W - 8, height: CELL_H - 28 },
      timeMs: cell.timeMs,
      viseme: cell.viseme,
      action: cell.action,
    });
    ctx.fillStyle = '#333333';
    ctx.font = '12px "Noto Sans", sans-serif';
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(cell.label, x + 8, y + CELL_H - 12);
  });
  return canvas.encodeSync('png');
}

function catalogCells(count: number, offset: number): Cell[] {
  return avatarCatalog()
    .slice(offset, offset + count)
    .map((avatar, i) => ({
      avatar,
      framing: i % 3 === 2 ? 'half' : 'head',
      timeMs: 0,
      viseme: REST_VISEME,
      action: null,
      label: `${avatar.id} ${avatar.style} ${avatar.params.hairStyle} ${avatar.params.outfit}`,
    }));
}

function frameCells(): Cell[] {
  const catalog = avatarCatalog();
  const cells: Cell[] = [];
  const aa: VisemeFrame = { viseme: 'aa', openness: 0.9, rounding: 0 };
  const ou: VisemeFrame = { viseme: 'ou', openness: 0.5, rounding: 1 };
  const ff: VisemeFrame = { viseme: 'FF', openness: 0.25, rounding: 0 };
  const pp: VisemeFrame = { viseme: 'PP', openness: 0, rounding: 0 };
  const ee: VisemeFrame = { viseme: 'E', openness: 0.5, rounding: 0 };
  for (const avatar of [catalog[0]!, catalog[1]!, catalog[5]!]) {
    const base = { avatar, timeMs: 0, action: null };
    cells.push({ ...base, framing: 'head', viseme: aa, label: 'aa' });
    cells.push({ ...base, framing: 'head', viseme: ou, label: 'ou' });
    cells.push({ ...base, framing: 'head', viseme: ff, label: 'FF' });
    cells.push({ ...base, framing: 'head', viseme: pp, label: 'PP' });
    cells.push({ ...base, framing: 'head', viseme: ee, label: 'E' });
    cells.push({ ...base, framing: 'head', viseme: REST_VISEME, timeMs: blinkTime(avatar), label: 'blink' });
    cells.push({ ...base, framing: 'half', viseme: aa, action: { type: 'wave', localMs: 900, durationMs: 2000 }, label: 'wave' });
    cells.push({ ...base, framing: 'half', viseme: ee, action: { type: 'point', localMs: 900, durationMs: 2000 }, label: 'point' });
    cells.push({ ...base, framing: 'half', viseme: ou, action: { type: 'openHands', localMs: 900, durationMs: 2000 }, label: 'openHands' });
    cells.push({ ...base, framing: 'half', viseme: REST_VISEME, label: 'rest' });
  }
  return cells;
}

/** First time the avatar's eyes are fully shut (searches its seeded blink schedule). */
function blinkTime(avatar: AvatarDescriptor): number {
  for (let t = 0; t < 20000; t += 5) if (eyeOpenness(avatar.params.seed, t) < 0.1) return t;
  return 0;
}

function main(): void {
  const [out = 'contact-sheet.png', countArg, offsetArg] = process.argv.slice(2);
  registerNodeFonts();
  const frames = countArg === '--frames';
  const cells = frames ? frameCells() : catalogCells(Number(countArg ?? 60), Number(offsetArg ?? 0));
  writeFileSync(out, drawSheet(cells, 10));
  console.log(`wrote ${out} (${cells.length} cells)`);
}

main();
