/**
 * Talking-photo quality on real portraits (issue 26 §1), drawn frame by frame at 1280x720 with the
 * renderer's own painter, beside the previous painter (the face/ directory of the branch's merge
 * base, copied aside for the run) on the same portraits and speech:
 * - mouthAudioR: how much the mouth region changes (against the same frame with the mouth closed)
 *   follows the voice's loudness, lag 0;
 * - closedDiff: share of mouth-region pixels of a closed-mouth frame that differ from the photo;
 * - outsideChanged: pixels outside the warp region that differ from the photo (any head motion);
 * - seamRatio: gradient energy along the warp region's boundary in a moving frame vs the photo's own there;
 * - painterRealtime: seconds of 25 fps video the painter draws per CPU second (one core).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import { VISEME_FPS, type VisemeFrame } from '@orator/shared';
import { pearson, rmsEnvelope, decodeWav, visemeTrack, type SpeechService } from '@orator/speech';
import type { Ctx2D, ImageLike } from '../../packages/scene/src/canvas-types.ts';
import { faceFraming } from '../../packages/scene/src/face/face-crop.ts';
import { buildFaceMesh, isAnchor } from '../../packages/scene/src/face/mesh.ts';
import { movingOutline, PhotoFacePainter } from '../../packages/scene/src/face/photo-painter.ts';
import { REST_POSE } from '../../packages/scene/src/face/warp.ts';
import type { Portrait } from './portraits.ts';

const WIDTH = 1280;
const HEIGHT = 720;
const BOX = { left: 0, top: 0, width: WIDTH, height: HEIGHT };
const FRAME_MS = 1000 / VISEME_FPS;
const SENTENCE = 'Hello! My photo can talk now, and it opens its mouth wide to say so. Watch me speak.';
const VOICE = 'festival:en:slt';

type Painter = { draw(ctx: Ctx2D, image: ImageLike, input: object): void };
type PainterClass = new (face: object, makeCanvas: (w: number, h: number) => Canvas) => Painter;

export interface PortraitFigures {
  name: string;
  mouthAudioR: number;
  baselineMouthAudioR: number;
  closedDiff: number;
  outsideChanged: number;
  seamRatio: number;
  painterRealtime: number;
  baselinePainterRealtime: number;
}

const makeCanvas = (w: number, h: number) => createCanvas(Math.max(1, Math.round(w)), Math.max(1, Math.round(h)));

/** The previous painter: packages/scene/src/face/ at the merge base with main, copied next to the current one. */
export async function loadBaselinePainter(): Promise<{ painter: PainterClass; dispose(): void }> {
  const root = new URL('../../', import.meta.url).pathname;
  const base = execFileSync('git', ['-C', root, 'merge-base', 'HEAD', 'main'], { encoding: 'utf8' }).trim();
  const dir = join(root, 'packages/scene/src/face-baseline-bench');
  mkdirSync(dir, { recursive: true });
  const files = execFileSync('git', ['-C', root, 'ls-tree', '--name-only', `${base}:packages/scene/src/face/`], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) writeFileSync(join(dir, file), execFileSync('git', ['-C', root, 'show', `${base}:packages/scene/src/face/${file}`]));
  const module = (await import(join(dir, 'photo-painter.ts'))) as { PhotoFacePainter: PainterClass };
  return { painter: module.PhotoFacePainter, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

function gray(canvas: Canvas): Float32Array {
  const data = canvas.getContext('2d').getImageData(0, 0, WIDTH, HEIGHT).data;
  const out = new Float32Array(WIDTH * HEIGHT);
  for (let i = 0; i < out.length; i++) out[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  return out;
}

function rgba(canvas: Canvas): Uint8ClampedArray {
  return canvas.getContext('2d').getImageData(0, 0, WIDTH, HEIGHT).data;
}

interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Gray pixels of a region of a frame. */
function grayRegion(canvas: Canvas, r: Region): Float32Array {
  const data = canvas.getContext('2d').getImageData(r.x0, r.y0, r.x1 - r.x0, r.y1 - r.y0).data;
  const out = new Float32Array(data.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = 0.299 * data[i * 4]! + 0.587 * data[i * 4 + 1]! + 0.114 * data[i * 4 + 2]!;
  return out;
}

/** Mean gray change between two same-sized regions. */
function regionChange(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / Math.max(1, a.length);
}

/** The lips' box on screen, grown to take in the chin's travel. */
function mouthRegion(portrait: Portrait, view: { scale: number; offsetX: number; offsetY: number }): Region {
  const lips = Array.from({ length: 20 }, (_, k) => ({
    x: view.offsetX + portrait.landmarks[2 * (48 + k)]! * view.scale,
    y: view.offsetY + portrait.landmarks[2 * (48 + k) + 1]! * view.scale,
  }));
  const lipWidth = Math.max(...lips.map((p) => p.x)) - Math.min(...lips.map((p) => p.x));
  const clampX = (v: number) => Math.max(0, Math.min(WIDTH, Math.round(v)));
  const clampY = (v: number) => Math.max(0, Math.min(HEIGHT, Math.round(v)));
  return {
    x0: clampX(Math.min(...lips.map((p) => p.x)) - lipWidth * 0.2),
    x1: clampX(Math.max(...lips.map((p) => p.x)) + lipWidth * 0.2),
    y0: clampY(Math.min(...lips.map((p) => p.y)) - lipWidth * 0.2),
    y1: clampY(Math.max(...lips.map((p) => p.y)) + lipWidth * 0.7),
  };
}

function gradientAt(g: Float32Array, x: number, y: number): number {
  const xi = Math.min(WIDTH - 2, Math.max(1, Math.round(x)));
  const yi = Math.min(HEIGHT - 2, Math.max(1, Math.round(y)));
  const gx = g[yi * WIDTH + xi + 1]! - g[yi * WIDTH + xi - 1]!;
  const gy = g[(yi + 1) * WIDTH + xi]! - g[(yi - 1) * WIDTH + xi]!;
  return gx * gx + gy * gy;
}

export async function measurePortrait(portrait: Portrait, speech: SpeechService, Baseline: PainterClass): Promise<PortraitFigures> {
  const image: Image = await loadImage(portrait.image);
  const face = { kind: 'photo', imageUrl: portrait.name, width: portrait.width, height: portrait.height, landmarks: portrait.landmarks };
  const view = faceFraming(portrait.landmarks, portrait, BOX);
  const toBox = (x: number, y: number) => ({ x: view.offsetX + x * view.scale, y: view.offsetY + y * view.scale });
  const mouth = mouthRegion(portrait, view);
  // The previous painter contain-fitted the whole photo.
  const containScale = Math.min(WIDTH / portrait.width, HEIGHT / portrait.height);
  const baselineMouth = mouthRegion(portrait, {
    scale: containScale,
    offsetX: (WIDTH - portrait.width * containScale) / 2,
    offsetY: (HEIGHT - portrait.height * containScale) / 2,
  });

  // The photo as framed, for every comparison.
  const reference = makeCanvas(WIDTH, HEIGHT);
  reference.getContext('2d').drawImage(image, view.offsetX, view.offsetY, portrait.width * view.scale, portrait.height * view.scale);
  const referenceGray = gray(reference);
  const referenceRgba = rgba(reference);

  const painter = new PhotoFacePainter(face as never, makeCanvas as never);
  const frame = makeCanvas(WIDTH, HEIGHT);
  const ctx = frame.getContext('2d') as unknown as Ctx2D;
  const drawPose = (pose: typeof REST_POSE) => {
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    painter.drawPose(ctx, image, BOX, false, pose);
  };

  // Closed mouth, no head motion: the photo itself.
  drawPose(REST_POSE);
  const closed = rgba(frame);
  let differ = 0;
  let total = 0;
  for (let y = mouth.y0; y < mouth.y1; y++)
    for (let x = mouth.x0; x < mouth.x1; x++) {
      const o = (y * WIDTH + x) * 4;
      total++;
      if (Math.max(Math.abs(closed[o]! - referenceRgba[o]!), Math.abs(closed[o + 1]! - referenceRgba[o + 1]!), Math.abs(closed[o + 2]! - referenceRgba[o + 2]!)) > 2) differ++;
    }

  // A lively frame: open mouth, head turned and nodding, brows up.
  drawPose({ ...REST_POSE, mouth: { viseme: 'aa', openness: 0.8, rounding: 0 }, headAngle: 0.02, headDrop: 0.02, browRaise: 1 });
  const lively = gray(frame);
  const mesh = buildFaceMesh(portrait.landmarks, portrait.width, portrait.height);
  const moving = mesh.triangles.filter((t) => t.some((i) => !isAnchor(mesh, i)));
  const region = moving.flatMap((t) => t.map((i) => toBox(mesh.points[i]!.x, mesh.points[i]!.y)));
  const warp: Region = {
    x0: Math.min(...region.map((p) => p.x)) - 2,
    x1: Math.max(...region.map((p) => p.x)) + 2,
    y0: Math.min(...region.map((p) => p.y)) - 2,
    y1: Math.max(...region.map((p) => p.y)) + 2,
  };
  let outsideChanged = 0;
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      if (x >= warp.x0 && x <= warp.x1 && y >= warp.y0 && y <= warp.y1) continue;
      if (Math.abs(lively[y * WIDTH + x]! - referenceGray[y * WIDTH + x]!) > 2) outsideChanged++;
    }
  // Seam: gradient energy sampled every pixel along the fixed outline of the moving region.
  let seamFrame = 0;
  let seamPhoto = 0;
  for (const loop of movingOutline(mesh, moving)) {
    const points = loop.map((i) => toBox(mesh.points[i]!.x, mesh.points[i]!.y));
    points.forEach((a, k) => {
      const b = points[(k + 1) % points.length]!;
      const steps = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y));
      for (let s = 0; s < steps; s++) {
        const x = a.x + ((b.x - a.x) * s) / steps;
        const y = a.y + ((b.y - a.y) * s) / steps;
        if (x < 1 || y < 1 || x > WIDTH - 2 || y > HEIGHT - 2) continue;
        seamFrame += gradientAt(lively, x, y);
        seamPhoto += gradientAt(referenceGray, x, y);
      }
    });
  }

  // Speech: the painter's frames against the voice's loudness.
  const voice = await speech.synthesize({ text: SENTENCE, voiceId: VOICE });
  const visemes = visemeTrack(voice.phonemes, voice.durationMs, VISEME_FPS);
  const envelope = rmsEnvelope(decodeWav(voice.wav), FRAME_MS).slice(0, visemes.length);
  const speak = async (make: () => Painter, mouth: Region) => {
    const p = make();
    const signal: number[] = [];
    const restFrame = makeCanvas(WIDTH, HEIGHT);
    const restCtx = restFrame.getContext('2d') as unknown as Ctx2D;
    let drawMs = 0;
    for (let f = 0; f < envelope.length; f++) {
      const input = (viseme: VisemeFrame) => ({ box: BOX, circle: false, timeMs: f * FRAME_MS, viseme, action: null });
      ctx.clearRect(0, 0, WIDTH, HEIGHT);
      // CPU time, not wall time: the machine is shared and the figure should not measure the neighbours.
      const start = process.cpuUsage();
      p.draw(ctx, image, input(visemes[f]!));
      const used = process.cpuUsage(start);
      drawMs += (used.user + used.system) / 1000;
      // The same instant with the mouth closed: the difference is the mouth's motion alone.
      restCtx.clearRect(0, 0, WIDTH, HEIGHT);
      p.draw(restCtx, image, input({ viseme: 'sil', openness: 0, rounding: 0 }));
      signal.push(regionChange(grayRegion(frame, mouth), grayRegion(restFrame, mouth)));
    }
    return { r: pearson(signal, envelope), realtime: (envelope.length * FRAME_MS) / drawMs };
  };
  const current = await speak(() => new PhotoFacePainter(face as never, makeCanvas as never) as unknown as Painter, mouth);
  const baseline = await speak(() => new Baseline(face, makeCanvas), baselineMouth);
  return {
    name: portrait.name,
    mouthAudioR: current.r,
    baselineMouthAudioR: baseline.r,
    closedDiff: differ / Math.max(1, total),
    outsideChanged,
    seamRatio: seamFrame / Math.max(1e-9, seamPhoto),
    painterRealtime: current.realtime,
    baselinePainterRealtime: baseline.realtime,
  };
}
