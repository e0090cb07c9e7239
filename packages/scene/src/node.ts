/**
 * Node-only helpers (@orator/scene/node): fonts, canvases and images backed by @napi-rs/canvas,
 * and the fast RGBA frame read-out used by the export pipeline.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { GlobalFonts, createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import { messageFor } from '@orator/shared';
import { checkImageSize, readImageSize } from '@orator/shared/validation';
import type { CanvasLike, Ctx2D, ImageLike } from './canvas-types.ts';
import { extractTtcFace, ttcFaceCount } from './ttc-extract.ts';

/** Debian's Noto CJK collections; faces 2 and 3 are the SC and TC families. */
const CJK_COLLECTIONS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc',
];
const CJK_FACES = [2, 3];

const FONT_FILES = [
  '/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-Italic.ttf',
  '/usr/share/fonts/truetype/noto/NotoSans-BoldItalic.ttf',
  '/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoSerif-Italic.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf',
  '/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf',
  '/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
];

let registered: string[] | null = null;

/**
 * Registers the open fonts FONT_FAMILIES maps to (Debian fonts-noto-cjk, fonts-noto-core,
 * fonts-liberation, fonts-dejavu). Idempotent; returns the files that were found.
 */
export function registerNodeFonts(extraFiles: readonly string[] = []): string[] {
  if (registered && extraFiles.length === 0) return registered;
  const found: string[] = registered ? [...registered] : [];
  if (!registered) {
    for (const file of CJK_COLLECTIONS) {
      if (!existsSync(file)) continue;
      const collection = readFileSync(file);
      for (const face of CJK_FACES) {
        if (face < ttcFaceCount(collection) && GlobalFonts.register(extractTtcFace(collection, face))) {
          found.push(`${file}#${face}`);
        }
      }
    }
  }
  for (const file of [...(registered ? [] : FONT_FILES), ...extraFiles]) {
    if (existsSync(file) && GlobalFonts.registerFromPath(file)) found.push(file);
  }
  registered = found;
  return found;
}

export type NodeCanvas = Canvas & CanvasLike;

export function createNodeCanvas(width: number, height: number): NodeCanvas {
  return createCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height))) as NodeCanvas;
}

export function nodeContext(canvas: Canvas): Ctx2D {
  const ctx = canvas.getContext('2d');
  // Fixed language so text shaping does not follow the host locale (see setTextRenderer docs).
  ctx.lang = 'zh-CN';
  return ctx;
}

/**
 * Decodes an image, refusing one whose header declares more pixels than a decoder should
 * allocate (a decompression bomb: a few megabytes that would decode to gigabytes). Every server
 * path that decodes an image a user supplied goes through here.
 */
export async function loadNodeImage(source: Buffer | string): Promise<Image & ImageLike> {
  const data = typeof source === 'string' ? await readFile(source) : source;
  const check = checkImageSize(readImageSize(data));
  if (!check.ok) throw new ImageTooLargeError();
  return loadImage(data);
}

export class ImageTooLargeError extends Error {
  readonly errorKey = 'imageTooLarge' as const;
  constructor() {
    super(messageFor('imageTooLarge', 'en'));
  }
}

export interface FrameDrawer {
  draw(ctx: Ctx2D, timeMs: number): void;
}

/**
 * Node flags for a process that exports frames. Every frame read-out allocates a
 * multi-megabyte Buffer; with V8's parallel scavenger the GC helper threads spin on futexes,
 * which on a busy 2-core machine cost 3-10 ms of system time per frame (measured), versus
 * ~0.3 ms with single-threaded GC. The flag must be given at process start (setting it later
 * with v8.setFlagsFromString crashes V8), e.g. `node --single-threaded-gc --import tsx worker.ts`
 * or `fork(file, { execArgv: [...process.execArgv, ...EXPORT_NODE_FLAGS] })`.
 */
export const EXPORT_NODE_FLAGS: readonly string[] = ['--single-threaded-gc'];

export function hasExportNodeFlags(): boolean {
  return EXPORT_NODE_FLAGS.every((flag) => process.execArgv.includes(flag));
}

/**
 * Draws frame `timeMs` into `canvas` and returns its RGBA bytes. `canvas.data()` is the
 * fastest read-out @napi-rs/canvas offers (it copies the raster once; getImageData adds a
 * conversion step). Its bytes are premultiplied, which equals straight RGBA here because
 * frames are opaque (the background always covers the frame).
 */
export function renderFrameRgba(renderer: FrameDrawer, canvas: Canvas, timeMs: number, ctx?: Ctx2D): Buffer {
  renderer.draw(ctx ?? canvas.getContext('2d'), timeMs);
  return canvas.data();
}
