/** Face detection + 68 landmarks in Node (face-api tiny detector on the tfjs WASM backend). */
import { createCanvas } from '@napi-rs/canvas';
import { loadNodeImage } from '@orator/scene/node';
import type { DetectedFace, FaceDetection } from '../types.ts';
import { loadAgeGender, loadFaceApi } from './face-api.ts';

/** Photos are analysed at most this large: the detector works at 416 px anyway and decoding 12 MP frames dominates otherwise. */
const MAX_ANALYSIS_SIDE = 800;
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

/**
 * Detector input size when tracking near a known face: the crop around it is about twice the
 * face, so 160 px still sees the face at ~80 px, at a sixth of the 416 px detector's cost.
 */
const TRACKING_INPUT_SIZE = 160;
/** The crop side around the previous face's landmarks, as a multiple of their extent. */
const TRACKING_CROP_FACTOR = 2;

/**
 * Faces in a crop of the frame around where a face was a moment ago (its landmarks); coordinates
 * in the whole frame's pixels. For tracking between full detections: several times cheaper.
 */
export function detectFacesNear(
  rgba: Uint8Array | Uint8ClampedArray,
  width: number,
  height: number,
  near: readonly { x: number; y: number }[],
): Promise<FaceDetection> {
  if (rgba.length !== width * height * 4) throw new Error(`RGBA buffer of ${rgba.length} bytes does not match ${width}x${height}`);
  const xs = near.map((p) => p.x);
  const ys = near.map((p) => p.y);
  const centreX = (Math.min(...xs) + Math.max(...xs)) / 2;
  const centreY = (Math.min(...ys) + Math.max(...ys)) / 2;
  const side = Math.min(
    Math.max(width, height),
    TRACKING_CROP_FACTOR * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)),
  );
  const left = Math.round(Math.max(0, Math.min(width - Math.min(width, side), centreX - side / 2)));
  const top = Math.round(Math.max(0, Math.min(height - Math.min(height, side), centreY - side / 2)));
  const cropWidth = Math.max(1, Math.round(Math.min(width - left, side)));
  const cropHeight = Math.max(1, Math.round(Math.min(height - top, side)));
  return serialised(async () => {
    const found = await detectRgbCrop(rgba, width, { left, top, width: cropWidth, height: cropHeight }, TRACKING_INPUT_SIZE);
    const faces = found.map((face) => ({
      ...face,
      box: { ...face.box, x: face.box.x + left, y: face.box.y + top },
      landmarks: face.landmarks.map((p) => ({ x: p.x + left, y: p.y + top })),
    }));
    return { width, height, faces };
  });
}

export interface GenderEstimate {
  gender: 'female' | 'male';
  /** The network's confidence in `gender`, 0.5-1. */
  probability: number;
  age: number;
}

/** The estimated gender and age of the largest face in an encoded image (face-api's age/gender net), or null without a face. */
export async function estimateGender(image: Buffer): Promise<GenderEstimate | null> {
  const { pixels, width, height } = await decodeForAnalysis(image);
  return serialised(async () => {
    const faceApi = await loadAgeGender();
    const tensor = faceApi.tf.tensor3d(rgbOf(pixels, width, { left: 0, top: 0, width, height }), [height, width, 3], 'int32');
    try {
      const options = new faceApi.TinyFaceDetectorOptions({ inputSize: DETECTOR_INPUT_SIZE, scoreThreshold: MIN_SCORE });
      const results = await faceApi.detectAllFaces(tensor, options).withFaceLandmarks().withAgeAndGender();
      const area = (r: (typeof results)[number]) => r.detection.box.width * r.detection.box.height;
      const largest = results.sort((a, b) => area(b) - area(a))[0];
      return largest ? { gender: largest.gender, probability: largest.genderProbability, age: largest.age } : null;
    } finally {
      tensor.dispose();
    }
  });
}

async function decodeForAnalysis(image: Buffer): Promise<{ pixels: Uint8ClampedArray; width: number; height: number; scale: number; full: { width: number; height: number } }> {
  const decoded = await loadNodeImage(image);
  const scale = Math.min(1, MAX_ANALYSIS_SIDE / Math.max(decoded.width, decoded.height));
  const width = Math.max(1, Math.round(decoded.width * scale));
  const height = Math.max(1, Math.round(decoded.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(decoded, 0, 0, width, height);
  const pixels = ctx.getImageData(0, 0, width, height).data;
  return { pixels, width, height, scale, full: { width: decoded.width, height: decoded.height } };
}

/** Faces in an encoded image (JPEG, PNG, WebP); coordinates in the image's own pixels. */
export async function detectFaces(image: Buffer): Promise<FaceDetection> {
  const { pixels, width, height, scale, full } = await decodeForAnalysis(image);
  const found = await serialised(() => detectRgba(pixels, width, height, 1 / scale));
  return { ...found, ...full };
}

async function detectRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, toOutput: number): Promise<FaceDetection> {
  const found = await detectRgbCrop(rgba, width, { left: 0, top: 0, width, height }, DETECTOR_INPUT_SIZE);
  const faces = found.map((face) => ({
    box: { x: face.box.x * toOutput, y: face.box.y * toOutput, width: face.box.width * toOutput, height: face.box.height * toOutput },
    score: face.score,
    landmarks: face.landmarks.map((p) => ({ x: p.x * toOutput, y: p.y * toOutput })),
  }));
  return { width: Math.round(width * toOutput), height: Math.round(height * toOutput), faces };
}

/** Faces in a rectangle of an RGBA image `stride` pixels wide, most confident first; coordinates in the rectangle. */
async function detectRgbCrop(
  rgba: Uint8Array | Uint8ClampedArray,
  stride: number,
  crop: { left: number; top: number; width: number; height: number },
  inputSize: number,
): Promise<DetectedFace[]> {
  const faceApi = await loadFaceApi();
  const tensor = faceApi.tf.tensor3d(rgbOf(rgba, stride, crop), [crop.height, crop.width, 3], 'int32');
  try {
    const options = new faceApi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: MIN_SCORE });
    const results = await faceApi.detectAllFaces(tensor, options).withFaceLandmarks();
    return results
      .map((r) => ({
        box: { x: r.detection.box.x, y: r.detection.box.y, width: r.detection.box.width, height: r.detection.box.height },
        score: r.detection.score,
        landmarks: r.landmarks.positions.map((p) => ({ x: p.x, y: p.y })),
      }))
      .sort((a, b) => b.score - a.score);
  } finally {
    tensor.dispose();
  }
}

/** The RGB values of a rectangle of an RGBA image `stride` pixels wide, as the detector's input. */
function rgbOf(rgba: Uint8Array | Uint8ClampedArray, stride: number, crop: { left: number; top: number; width: number; height: number }): Int32Array {
  const rgb = new Int32Array(crop.width * crop.height * 3);
  let dst = 0;
  for (let y = crop.top; y < crop.top + crop.height; y++) {
    for (let src = (y * stride + crop.left) * 4, end = src + crop.width * 4; src < end; src += 4, dst += 3) {
      rgb[dst] = rgba[src] as number;
      rgb[dst + 1] = rgba[src + 1] as number;
      rgb[dst + 2] = rgba[src + 2] as number;
    }
  }
  return rgb;
}
