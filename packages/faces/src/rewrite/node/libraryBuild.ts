/**
 * The two products of training, from the footage's pixels: the idle loop video (with the face
 * transform of every loop frame) and the mouth atlas (feathered, colour-matched cells).
 */
import { createCanvas, ImageData } from '@napi-rs/canvas';
import { writeFile } from 'node:fs/promises';
import { runProcess } from '@orator/process';
import type { CloneLoop, MouthAtlas, Point, Similarity } from '@orator/scene';
import { VISEME_FPS } from '@orator/shared';
import { extractMouthCell, matchColour, packAtlas, ringColour, type CellGeometry, type RgbaImage, type Rgb } from '../crop.ts';
import type { FrameFeature } from '../features.ts';
import { frameTransform, smoothTransforms } from '../geometry.ts';
import type { LibraryEntry } from '../library.ts';
import { pingPongOrder } from '../loop.ts';
import { buildPingPongLoopArgs, loopReadSeconds } from './mediaArgs.ts';
import { readFrames } from './media.ts';

/** Face detection on an RGBA frame (faces-engine's detectFacesInFrame). */
export type FaceFinder = (
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
) => Promise<{ faces: { score: number; landmarks: Point[] }[] }>;

/**
 * A finder that answers a frame identical to the previous one with the previous answer: a
 * low-frame-rate source sampled at a higher rate repeats its frames byte for byte.
 */
export function repeatAwareFinder(detect: FaceFinder): FaceFinder {
  let previous: { frame: Buffer; answer: Awaited<ReturnType<FaceFinder>> } | null = null;
  return async (rgba, width, height) => {
    const frame = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
    if (previous && previous.frame.equals(frame)) return previous.answer;
    const answer = await detect(rgba, width, height);
    previous = { frame: Buffer.from(frame), answer };
    return answer;
  };
}

/** Loop transforms are averaged over this many neighbours each side (landmark jitter). */
const SMOOTH_RADIUS = 2;

export interface IdleLoopRequest {
  videoPath: string;
  size: { width: number; height: number };
  reference: readonly Point[];
  geometry: CellGeometry;
  startMs: number;
  /** Frames at VISEME_FPS before ping-pong. */
  frames: number;
  /** Analysed-frame features of the window, used where a loop frame's face is not found. */
  fallback: readonly FrameFeature[];
  detect: FaceFinder;
  outPath: string;
  signal?: AbortSignal;
}

export async function buildIdleLoop(req: IdleLoopRequest): Promise<{ path: string; loop: CloneLoop; skinColour: Rgb }> {
  const found: (Similarity | null)[] = [];
  let skinColour: Rgb = [128, 128, 128];
  await readFrames(
    {
      path: req.videoPath,
      fps: VISEME_FPS,
      ...req.size,
      startMs: req.startMs,
      durationMs: Number(loopReadSeconds(req.frames, VISEME_FPS)) * 1000,
    },
    async (rgba, index) => {
      if (index >= req.frames) return;
      const detection = await req.detect(rgba, req.size.width, req.size.height);
      const face = detection.faces.length === 1 ? detection.faces[0] : undefined;
      const transform = face ? frameTransform(req.reference, face.landmarks) : null;
      if (index === 0 && transform) skinColour = ringColour(extractMouthCell({ ...req.size, data: rgba }, transform, req.geometry));
      found.push(transform);
    },
    req.signal,
  );
  const count = found.length;
  const fallback = (i: number) => req.fallback[Math.floor((i * req.fallback.length) / Math.max(1, count))]?.transform ?? null;
  const transforms = found.map((t, i) => t ?? nearest(found, i) ?? fallback(i));
  if (transforms.some((t) => !t)) throw new Error('the face could not be tracked in the idle loop');
  const order = pingPongOrder(count);
  const frames = smoothTransforms(
    order.map((i) => transforms[i] as Similarity),
    SMOOTH_RADIUS,
    true,
  );
  await runProcess(
    'ffmpeg',
    buildPingPongLoopArgs({ path: req.videoPath, startMs: req.startMs, frames: count, fps: VISEME_FPS, ...req.size, outPath: req.outPath }),
    {
      signal: req.signal,
      timeoutMs: 600_000,
    },
  );
  return { path: req.outPath, loop: { ...req.size, fps: VISEME_FPS, frames }, skinColour };
}

function nearest<T>(values: readonly (T | null)[], index: number): T | null {
  for (let d = 1; d < values.length; d++) {
    const before = values[index - d];
    if (before) return before;
    const after = values[index + d];
    if (after) return after;
  }
  return null;
}

export interface AtlasRequest {
  videoPath: string;
  size: { width: number; height: number };
  analysisFps: number;
  features: readonly FrameFeature[];
  entries: readonly LibraryEntry[];
  geometry: CellGeometry;
  skinColour: Rgb;
  outPath: string;
  signal?: AbortSignal;
}

/** Crops each library entry's mouth from its frame, matches its colour to the loop, packs and writes the PNG. */
export async function buildMouthAtlas(req: AtlasRequest): Promise<{ path: string; atlas: MouthAtlas }> {
  const wanted = new Map<number, LibraryEntry[]>();
  for (const entry of req.entries) wanted.set(entry.frame, [...(wanted.get(entry.frame) ?? []), entry]);
  const lastFrame = Math.max(0, ...wanted.keys());
  const cells = new Map<LibraryEntry, RgbaImage>();
  await readFrames(
    { path: req.videoPath, fps: req.analysisFps, ...req.size, durationMs: ((lastFrame + 1.5) * 1000) / req.analysisFps },
    (rgba, index) => {
      const transform = req.features[index]?.transform;
      const entries = wanted.get(index);
      if (!entries || !transform) return;
      const cell = extractMouthCell({ ...req.size, data: rgba }, transform, req.geometry);
      matchColour(cell, req.skinColour);
      for (const entry of entries) cells.set(entry, cell);
    },
    req.signal,
  );
  const kept = req.entries.filter((entry) => cells.has(entry));
  const { atlas, positions } = packAtlas(
    kept.map((entry) => cells.get(entry) as RgbaImage),
    req.geometry.cellWidth,
    req.geometry.cellHeight,
  );
  await writeFile(req.outPath, await encodePng(atlas));
  return {
    path: req.outPath,
    atlas: {
      cellWidth: req.geometry.cellWidth,
      cellHeight: req.geometry.cellHeight,
      pixelsPerUnit: req.geometry.pixelsPerUnit,
      origin: req.geometry.origin,
      cells: kept.map((entry, k) => ({
        viseme: entry.viseme,
        openness: round3(entry.openness),
        rounding: round3(entry.rounding),
        x: positions[k]?.x ?? 0,
        y: positions[k]?.y ?? 0,
      })),
    },
  };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

async function encodePng(image: RgbaImage): Promise<Buffer> {
  const canvas = createCanvas(image.width, image.height);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  canvas.getContext('2d').putImageData(new ImageData(pixels, image.width, image.height), 0, 0);
  return canvas.encode('png');
}
