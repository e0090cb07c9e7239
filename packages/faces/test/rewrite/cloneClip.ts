/**
 * Test support: a short clip of a trained clone speaking `visemes`, drawn frame by frame with the
 * scene renderer's clone painter over the decoded idle loop, and a pixel measure of how much the
 * mouth opens in it (dark pixels in the mouth box), to correlate with the speech envelope.
 */
import { createCanvas, ImageData, loadImage } from '@napi-rs/canvas';
import { applySimilarity, paintCloneFrame, loopToLayer, composeSimilarity, type AssetProvider, type CloneFace } from '@orator/scene';
import { nodeContext } from '@orator/scene/node';
import { VISEME_FPS, type VisemeFrame } from '@orator/shared';
import { encodeFrames, readFrames } from '../../src/rewrite/node/media.ts';

export interface CloneClip {
  path: string;
  /** Mean darkness (0..1) of the mouth box per frame. */
  mouthDarkness: number[];
}

export async function renderCloneClip(options: {
  face: CloneFace;
  loopPath: string;
  atlasPath: string;
  visemes: readonly VisemeFrame[];
  outPath: string;
}): Promise<CloneClip> {
  const { face, visemes } = options;
  const { width, height } = face.loop;
  const atlas = await loadImage(options.atlasPath);
  const loopFrames: Uint8ClampedArray[] = [];
  await readFrames({ path: options.loopPath, fps: VISEME_FPS, width, height }, (rgba) => {
    loopFrames.push(new Uint8ClampedArray(rgba));
  });
  const source = createCanvas(width, height);
  const output = createCanvas(width, height);
  const ctx = nodeContext(output);
  const assets: AssetProvider = { image: () => atlas, videoFrame: () => source };
  const box = { left: 0, top: 0, width, height };
  const frames: Uint8ClampedArray[] = [];
  const mouthDarkness: number[] = [];
  for (let n = 0; n < visemes.length; n++) {
    const loop = loopFrames[n % loopFrames.length] as Uint8ClampedArray;
    source.getContext('2d').putImageData(new ImageData(loop, width, height), 0, 0);
    paintCloneFrame(ctx, assets, { face, box, localMs: (n * 1000) / VISEME_FPS, visemes });
    const pixels = output.getContext('2d').getImageData(0, 0, width, height).data;
    frames.push(new Uint8ClampedArray(pixels));
    mouthDarkness.push(darkness(face, n, pixels, width, height));
  }
  await encodeFrames(frames, { width, height }, VISEME_FPS, options.outPath);
  return { path: options.outPath, mouthDarkness };
}

/** Share of dark pixels in the box around the mouth of loop frame `n` (an open mouth is dark inside). */
function darkness(face: CloneFace, n: number, pixels: Uint8ClampedArray, width: number, height: number): number {
  const transform = face.loop.frames[n % face.loop.frames.length];
  if (!transform) return 0;
  const toPixels = composeSimilarity(loopToLayer(face, { left: 0, top: 0, width, height }), transform);
  const { atlas } = face;
  const centre = applySimilarity(toPixels, {
    x: atlas.origin.x + atlas.cellWidth / atlas.pixelsPerUnit / 2,
    y: atlas.origin.y + atlas.cellHeight / atlas.pixelsPerUnit / 2,
  });
  const half = (Math.hypot(toPixels.a, toPixels.b) * atlas.cellWidth) / atlas.pixelsPerUnit / 4;
  let dark = 0;
  let total = 0;
  for (let y = Math.round(centre.y - half); y < centre.y + half; y++) {
    for (let x = Math.round(centre.x - half); x < centre.x + half; x++) {
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const o = (y * width + x) * 4;
      const luma = 0.299 * (pixels[o] as number) + 0.587 * (pixels[o + 1] as number) + 0.114 * (pixels[o + 2] as number);
      if (luma < 80) dark++;
      total++;
    }
  }
  return total === 0 ? 0 : dark / total;
}
