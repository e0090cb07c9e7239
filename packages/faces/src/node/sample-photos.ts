/**
 * Sample photos for tests and benches (@orator/faces/samples, Node only). Real faces come from the sample photos that @vladmandic/face-api ships in its npm package
 * (demo/sample1..6.jpg, group photos of 3-5 people); the others are derived from them or drawn here.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);
const demoDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

function samplePhoto(n: 1 | 2 | 3 | 4 | 5 | 6): Buffer {
  return readFileSync(path.join(demoDir, `sample${n}.jpg`));
}

/** Group photo: sample6.jpg, five women facing the camera. */
export function groupPhoto(): Buffer {
  return samplePhoto(6);
}

/**
 * One frontal face: sample3.jpg cropped to the woman in the middle (closed mouth, looking at the camera),
 * face about half the width of the crop, as the spec's photo rules ask.
 */
export function portraitPhoto(): Promise<Buffer> {
  return crop(3, 381, 220, 600, 720);
}

/** No face at all: a drawn landscape (sky, sun, hills, a lake). */
export function landscapePhoto(): Buffer {
  const canvas = createCanvas(800, 600);
  const ctx = canvas.getContext('2d');
  const sky = ctx.createLinearGradient(0, 0, 0, 360);
  sky.addColorStop(0, '#4a90d9');
  sky.addColorStop(1, '#cfe8ff');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, 800, 600);
  ctx.fillStyle = '#ffd54a';
  ctx.beginPath();
  ctx.arc(620, 110, 55, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#3d7a3a';
  ctx.beginPath();
  ctx.moveTo(0, 380);
  ctx.quadraticCurveTo(200, 220, 420, 360);
  ctx.quadraticCurveTo(600, 260, 800, 350);
  ctx.lineTo(800, 600);
  ctx.lineTo(0, 600);
  ctx.fill();
  ctx.fillStyle = '#2f6fa8';
  ctx.fillRect(0, 470, 800, 130);
  return canvas.toBuffer('image/png');
}

/** The portrait shrunk into a wide street-like scene: one face, about a tenth of the photo. */
export async function tinyFacePhoto(): Promise<Buffer> {
  const portrait = await loadImage(await portraitPhoto());
  const canvas = createCanvas(1600, 1200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#8a8f96';
  ctx.fillRect(0, 0, 1600, 1200);
  ctx.drawImage(portrait, 650, 420, 300, 360);
  return canvas.toBuffer('image/jpeg', 90);
}

/** A head turned three-quarters away from the camera: sample5.jpg cropped to the woman in the middle left. */
export async function turnedHeadPhoto(): Promise<Buffer> {
  return crop(5, 398, 300, 560, 580);
}

async function crop(sample: 1 | 2 | 3 | 4 | 5 | 6, x: number, y: number, width: number, height: number): Promise<Buffer> {
  const image = await loadImage(samplePhoto(sample));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, x, y, width, height, 0, 0, width, height);
  return canvas.toBuffer('image/jpeg', 90);
}

/** Decoded RGBA pixels of an encoded image, as a video decoder would hand them over. */
export async function rgbaFrame(encoded: Buffer): Promise<{ rgba: Uint8ClampedArray; width: number; height: number }> {
  const image = await loadImage(encoded);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  return { rgba: ctx.getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}
