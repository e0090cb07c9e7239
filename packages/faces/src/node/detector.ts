/** Face detection + 68 landmarks in Node (face-api tiny detector on the tfjs WASM backend). */
import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { FaceDetection } from '../types.ts';
import { loadFaceApi } from './face-api.ts';

/** Photos are analysed at most this large: the detector works at 416 px anyway and decoding 12 MP frames dominates otherwise. */
export const MAX_ANALYSIS_SIDE = 800;
/** Tiny face detector input size (multiple of 32); 416 finds faces down to ~5% of the image. */
const DETECTOR_INPUT_SIZE = 416;
const MIN_SCORE = 0.5;

// One detection at a time: the WASM backend is single-threaded and shared by the whole process.
let queue: Promise<unknown> = Promise.resolve();
function serialised<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** Starts the backend and loads the models now rather than on the first detection. */
export async function loadFaceDetector(): Promise<void> {
  await loadFaceApi();
}

/** Faces in an RGBA frame (a decoded video frame or canvas pixels); coordinates in the frame's pixels. */
export function detectFacesInFrame(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Promise<FaceDetection> {
  if (rgba.length !== width * height * 4) throw new Error(`RGBA buffer of ${rgba.length} bytes does not match ${width}x${height}`);
  return serialised(() => detectRgba(rgba, width, height, 1));
}

/** Faces in an encoded image (JPEG, PNG, WebP); coordinates in the image's own pixels. */
export async function detectFaces(image: Buffer): Promise<FaceDetection> {
  const decoded = await loadImage(image);
  const scale = Math.min(1, MAX_ANALYSIS_SIDE / Math.max(decoded.width, decoded.height));
  const width = Math.max(1, Math.round(decoded.width * scale));
  const height = Math.max(1, Math.round(decoded.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(decoded, 0, 0, width, height);
  const pixels = ctx.getImageData(0, 0, width, height).data;
  const found = await serialised(() => detectRgba(pixels, width, height, 1 / scale));
  return { ...found, width: decoded.width, height: decoded.height };
}

async function detectRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, toOutput: number): Promise<FaceDetection> {
  const faceApi = await loadFaceApi();
  const rgb = new Int32Array(width * height * 3);
  for (let src = 0, dst = 0; src < rgba.length; src += 4, dst += 3) {
    rgb[dst] = rgba[src] as number;
    rgb[dst + 1] = rgba[src + 1] as number;
    rgb[dst + 2] = rgba[src + 2] as number;
  }
  const tensor = faceApi.tf.tensor3d(rgb, [height, width, 3], 'int32');
  try {
    const options = new faceApi.TinyFaceDetectorOptions({ inputSize: DETECTOR_INPUT_SIZE, scoreThreshold: MIN_SCORE });
    const results = await faceApi.detectAllFaces(tensor, options).withFaceLandmarks();
    const faces = results
      .map((r) => ({
        box: {
          x: r.detection.box.x * toOutput,
          y: r.detection.box.y * toOutput,
          width: r.detection.box.width * toOutput,
          height: r.detection.box.height * toOutput,
        },
        score: r.detection.score,
        landmarks: r.landmarks.positions.map((p) => ({ x: p.x * toOutput, y: p.y * toOutput })),
      }))
      .sort((a, b) => b.score - a.score);
    return { width: Math.round(width * toOutput), height: Math.round(height * toOutput), faces };
  } finally {
    tensor.dispose();
  }
}
