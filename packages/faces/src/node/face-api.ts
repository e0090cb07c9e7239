/**
 * Loads face-api's WASM build with the models that ship inside its npm package (no network, no tfjs-node).
 * face-api's own typings drag in all of tfjs; this file declares the narrow surface we use instead.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

interface Disposable {
  dispose(): void;
}

interface FaceApiResult {
  detection: { box: { x: number; y: number; width: number; height: number }; score: number };
  landmarks: { positions: { x: number; y: number }[] };
}

interface FaceApiNet {
  loadFromDisk(dir: string): Promise<void>;
  readonly isLoaded: boolean;
}

export interface FaceApiGenderResult extends FaceApiResult {
  gender: 'male' | 'female';
  genderProbability: number;
  age: number;
}

export interface FaceApi {
  tf: {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    getBackend(): string;
    tensor3d(data: Int32Array, shape: [number, number, number], dtype: 'int32'): Disposable;
  };
  nets: { tinyFaceDetector: FaceApiNet; faceLandmark68Net: FaceApiNet; ageGenderNet: FaceApiNet };
  TinyFaceDetectorOptions: new (options: { inputSize: number; scoreThreshold: number }) => object;
  detectAllFaces(
    input: Disposable,
    options: object,
  ): { withFaceLandmarks(): Promise<FaceApiResult[]> & { withAgeAndGender(): Promise<FaceApiGenderResult[]> } };
}

interface WasmBackend {
  setWasmPaths(prefix: string, usePlatformFetch?: boolean): void;
}

const require = createRequire(import.meta.url);

let loading: Promise<FaceApi> | null = null;

/** The process-wide face-api instance, initialised once (backend ~1 s, models ~0.1 s). */
export function loadFaceApi(): Promise<FaceApi> {
  loading ??= initialise().catch((error: unknown) => {
    loading = null; // let a later call retry instead of caching the failure forever
    throw error;
  });
  return loading;
}

async function initialise(): Promise<FaceApi> {
  const wasm = require('@tensorflow/tfjs-backend-wasm') as WasmBackend;
  const faceApi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  // The .wasm binaries are read from the installed package, never fetched.
  const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  wasm.setWasmPaths(`${wasmDir}${path.sep}`);
  if (!(await faceApi.tf.setBackend('wasm'))) throw new Error('the tfjs WASM backend did not start');
  await faceApi.tf.ready();
  const modelDir = modelDirectory();
  await faceApi.nets.tinyFaceDetector.loadFromDisk(modelDir);
  await faceApi.nets.faceLandmark68Net.loadFromDisk(modelDir);
  return faceApi;
}

/** The age/gender network, loaded on first use (only the talking photo's default voice needs it). */
export async function loadAgeGender(): Promise<FaceApi> {
  const faceApi = await loadFaceApi();
  if (!faceApi.nets.ageGenderNet.isLoaded) await faceApi.nets.ageGenderNet.loadFromDisk(modelDirectory());
  return faceApi;
}

function modelDirectory(): string {
  return path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
}
