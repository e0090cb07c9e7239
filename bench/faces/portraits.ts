/**
 * Portraits for the talking-photo quality figures, from material nobody here wrote:
 * - the sample photos @vladmandic/face-api ships in its npm package (group photos of women in
 *   varied light): each detected face is cropped to a head-and-shoulders portrait;
 * - optionally the images in FACES_PORTRAITS_DIR (default /tmp/faces-eval), e.g. the example
 *   photos of the ageitgey/face_recognition repository fetched for evaluation only (men, beards,
 *   teeth showing, a landscape shot); they are never committed.
 * Every portrait must pass the product's own portrait rules (checkPortrait) to be used.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { checkPortrait, detectFaces, flattenLandmarks } from '@orator/faces/node';

export interface Portrait {
  name: string;
  image: Buffer;
  width: number;
  height: number;
  /** 136 numbers: the 68 landmarks in the image's pixels. */
  landmarks: number[];
}

const require = createRequire(import.meta.url);
const EXTERNAL_DIR = process.env.FACES_PORTRAITS_DIR ?? '/tmp/faces-eval';
/** Faces taken from the npm samples; the external set adds the rest. */
const NPM_FACES = 4;
/** Enough for the six or more, few enough for a bench run on a shared machine. */
const MAX_PORTRAITS = 8;

async function cropAround(image: Buffer, box: { x: number; y: number; width: number; height: number }): Promise<Buffer> {
  const decoded = await loadImage(image);
  const width = Math.min(decoded.width, Math.round(box.width * 2.6));
  const height = Math.min(decoded.height, Math.round(box.height * 3.2));
  const left = Math.max(0, Math.min(decoded.width - width, Math.round(box.x + box.width / 2 - width / 2)));
  const top = Math.max(0, Math.min(decoded.height - height, Math.round(box.y - box.height * 0.9)));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(decoded, left, top, width, height, 0, 0, width, height);
  return canvas.encode('jpeg', 92);
}

async function accepted(name: string, image: Buffer): Promise<Portrait | null> {
  const detection = await detectFaces(image);
  const check = checkPortrait(detection);
  if (!check.ok) {
    console.log(`  portrait ${name}: refused (${check.reason})`);
    return null;
  }
  return { name, image, width: detection.width, height: detection.height, landmarks: flattenLandmarks(check.face.landmarks) };
}

export async function loadPortraits(): Promise<Portrait[]> {
  const portraits: Portrait[] = [];
  const demo = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
  for (let n = 1; n <= 6 && portraits.length < NPM_FACES; n++) {
    const photo = readFileSync(join(demo, `sample${n}.jpg`));
    const faces = (await detectFaces(photo)).faces.sort((a, b) => b.box.width - a.box.width);
    const face = faces[0];
    if (!face) continue;
    const portrait = await accepted(`face-api sample${n}`, await cropAround(photo, face.box));
    if (portrait) portraits.push(portrait);
  }
  if (existsSync(EXTERNAL_DIR)) {
    for (const file of readdirSync(EXTERNAL_DIR).sort()) {
      if (portraits.length >= MAX_PORTRAITS) break;
      if (!/\.(jpe?g|png)$/i.test(file)) continue;
      const portrait = await accepted(file, readFileSync(join(EXTERNAL_DIR, file)));
      if (portrait) portraits.push(portrait);
    }
  }
  return portraits;
}
