/**
 * Mouth crops (pure pixel work on RGBA buffers): a canonical-space rectangle around the mouth,
 * sampled from a frame through its similarity transform, with a feathered elliptical alpha so
 * it blends into whatever face it is pasted on, and colour statistics of its skin ring so every
 * crop can be matched to the loop's lighting.
 */
import { applySimilarity, type Point, type Similarity } from '@orator/scene';

export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** Where the mouth cells sit in canonical space and at what resolution. */
export interface CellGeometry {
  /** Canonical position of the cell's top-left corner. */
  origin: Point;
  pixelsPerUnit: number;
  cellWidth: number;
  cellHeight: number;
}

/** Canonical size of the mouth region: mouth plus cheeks and chin (one unit = eye-corner distance). */
const CELL_UNITS = { width: 0.95, height: 0.72 };
/** The region's centre lies a little below the closed mouth so an opening jaw stays inside it. */
const CENTRE_DROP = 0.06;
/** Alpha is 1 inside this fraction of the ellipse radius, then falls smoothly to 0 at the edge. */
const FEATHER_INNER = 0.6;

/** Cell geometry around a canonical mouth centre, sampled at `pixelsPerUnit` (about the source's own resolution). */
export function cellGeometry(mouthCentre: Point, pixelsPerUnit: number): CellGeometry {
  return {
    origin: { x: mouthCentre.x - CELL_UNITS.width / 2, y: mouthCentre.y + CENTRE_DROP - CELL_UNITS.height / 2 },
    pixelsPerUnit,
    cellWidth: Math.round(CELL_UNITS.width * pixelsPerUnit),
    cellHeight: Math.round(CELL_UNITS.height * pixelsPerUnit),
  };
}

/** Feather weight at cell pixel (x, y): 1 in the middle, smoothly 0 at the inscribed ellipse's edge. */
export function featherAlpha(x: number, y: number, width: number, height: number): number {
  const dx = (x + 0.5 - width / 2) / (width / 2);
  const dy = (y + 0.5 - height / 2) / (height / 2);
  const r = Math.hypot(dx, dy);
  if (r <= FEATHER_INNER) return 1;
  if (r >= 1) return 0;
  const u = (1 - r) / (1 - FEATHER_INNER);
  return u * u * (3 - 2 * u);
}

function sample(image: RgbaImage, x: number, y: number, out: number[]): void {
  const x0 = Math.max(0, Math.min(image.width - 1, Math.floor(x)));
  const y0 = Math.max(0, Math.min(image.height - 1, Math.floor(y)));
  const x1 = Math.min(image.width - 1, x0 + 1);
  const y1 = Math.min(image.height - 1, y0 + 1);
  const fx = Math.max(0, Math.min(1, x - x0));
  const fy = Math.max(0, Math.min(1, y - y0));
  const d = image.data;
  for (let c = 0; c < 3; c++) {
    const top = (d[(y0 * image.width + x0) * 4 + c] as number) * (1 - fx) + (d[(y0 * image.width + x1) * 4 + c] as number) * fx;
    const bottom = (d[(y1 * image.width + x0) * 4 + c] as number) * (1 - fx) + (d[(y1 * image.width + x1) * 4 + c] as number) * fx;
    out[c] = top * (1 - fy) + bottom * fy;
  }
}

/** The mouth cell of a frame whose canonical -> pixel transform is `toFrame`, feathered. */
export function extractMouthCell(frame: RgbaImage, toFrame: Similarity, geometry: CellGeometry): RgbaImage {
  const { cellWidth: width, cellHeight: height, origin, pixelsPerUnit } = geometry;
  const data = new Uint8ClampedArray(width * height * 4);
  const rgb = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = applySimilarity(toFrame, { x: origin.x + (x + 0.5) / pixelsPerUnit, y: origin.y + (y + 0.5) / pixelsPerUnit });
      sample(frame, p.x - 0.5, p.y - 0.5, rgb);
      const o = (y * width + x) * 4;
      data[o] = rgb[0] as number;
      data[o + 1] = rgb[1] as number;
      data[o + 2] = rgb[2] as number;
      data[o + 3] = Math.round(255 * featherAlpha(x, y, width, height));
    }
  }
  return { width, height, data };
}

export type Rgb = [number, number, number];

/**
 * Mean colour of the cell's skin ring (the feather band, alpha between 0.15 and 0.85): cheeks
 * and chin, not the lips or teeth, so it measures the lighting rather than the mouth shape.
 */
export function ringColour(cell: RgbaImage): Rgb {
  const sum: Rgb = [0, 0, 0];
  let count = 0;
  for (let i = 0; i < cell.width * cell.height; i++) {
    const alpha = (cell.data[i * 4 + 3] as number) / 255;
    if (alpha < 0.15 || alpha > 0.85) continue;
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] as number) + (cell.data[i * 4 + c] as number);
    count++;
  }
  return count === 0 ? [128, 128, 128] : [sum[0] / count, sum[1] / count, sum[2] / count];
}

/** Per-channel gains are limited: a larger correction means the crop is not the same light at all. */
const MAX_GAIN = 1.3;

/** Scales the cell's colours so its skin ring matches `target` (in place). */
export function matchColour(cell: RgbaImage, target: Rgb): void {
  const source = ringColour(cell);
  const gains = source.map((s, c) => Math.min(MAX_GAIN, Math.max(1 / MAX_GAIN, (target[c] as number) / Math.max(1, s))));
  for (let i = 0; i < cell.width * cell.height; i++) {
    for (let c = 0; c < 3; c++) cell.data[i * 4 + c] = Math.min(255, Math.round((cell.data[i * 4 + c] as number) * (gains[c] as number)));
  }
}

/** Cells packed row by row into one atlas image; returns the atlas and each cell's top-left. */
export function packAtlas(cells: readonly RgbaImage[], cellWidth: number, cellHeight: number): { atlas: RgbaImage; positions: Point[] } {
  const columns = Math.max(1, Math.ceil(Math.sqrt(cells.length)));
  const rows = Math.max(1, Math.ceil(cells.length / columns));
  const width = columns * cellWidth;
  const height = rows * cellHeight;
  const data = new Uint8ClampedArray(width * height * 4);
  const positions = cells.map((cell, index) => {
    const x = (index % columns) * cellWidth;
    const y = Math.floor(index / columns) * cellHeight;
    for (let row = 0; row < cellHeight; row++) {
      const from = row * cellWidth * 4;
      data.set(cell.data.subarray(from, from + cellWidth * 4), ((y + row) * width + x) * 4);
    }
    return { x, y };
  });
  return { atlas: { width, height, data }, positions };
}
