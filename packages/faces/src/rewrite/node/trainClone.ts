/**
 * Clone training ("video rewrite" on CPU): track the face in the training footage, align the
 * speech to phonemes, choose an idle loop and build the mouth library. Each stage leaves a
 * checkpoint (plain JSON) so a failed training continues where it stopped.
 */
import { join } from 'node:path';
import { TRACKING_END, type TrainingStageName } from '../trainingEta.ts';
import { VISEME_FPS, type VisemeFrame } from '@orator/shared';
import { similarityScale, type CloneLoop, type MouthAtlas, type Point } from '@orator/scene';
import { alignEnglish, decodeWav, rmsEnvelope, visemeTrack, type TimedPhoneme } from '@orator/speech';
import { cellGeometry, type CellGeometry } from '../crop.ts';
import { frameFeatures, type FrameFeature, type TrackedFace } from '../features.ts';
import { referenceStablePoints } from '../geometry.ts';
import { chooseIdleLoop } from '../loop.ts';
import { selectMouthLibrary } from '../library.ts';
import { analysisSize, type VideoProbe } from './mediaArgs.ts';
import { extractSpeech, probeVideo, readFrames } from './media.ts';
import { buildIdleLoop, buildMouthAtlas, repeatAwareFinder, type FaceFinder } from './libraryBuild.ts';

/** Analysed frames per second of footage: 3 minutes give 900 candidate mouths. */
export const ANALYSIS_FPS = 5;
/** Training frames are analysed (and mouths cropped) at most this high. */
export const ANALYSIS_MAX_HEIGHT = 720;
/** Idle loop length before ping-pong (played forwards then backwards). */
const LOOP_SECONDS = 3;
/** Tracking saves a checkpoint this often (analysed frames). */
const CHECKPOINT_EVERY = 60;
/** Mouth cell resolution bounds (atlas pixels per eye-corner distance). */
const MIN_PIXELS_PER_UNIT = 48;
const MAX_PIXELS_PER_UNIT = 256;

/** A face as stored in a checkpoint: score and 68 landmarks flattened [x0, y0, x1, y1, ...], 0.1 px. */
interface StoredFace {
  score: number;
  points: number[];
}

export interface TrainingCheckpoint {
  probe?: VideoProbe;
  /** Faces per analysed frame so far (null: none or several). */
  faces?: (StoredFace | null)[];
  trackingDone?: boolean;
  phonemes?: TimedPhoneme[];
  /** 0..1 speech loudness per analysed frame. */
  speech?: number[];
}

export interface TrainingStage {
  stage: TrainingStageName;
  /** 0..1 over the whole training. */
  progress: number;
}

export interface TrainCloneInput {
  videoPath: string;
  /** Where the loop video and atlas are written. */
  outDir: string;
  detect: FaceFinder;
  checkpoint?: TrainingCheckpoint;
  /** A script the person read, when known (narrows the phoneme alignment). */
  phrases?: readonly string[];
  onCheckpoint?: (checkpoint: TrainingCheckpoint) => Promise<void> | void;
  onProgress?: (stage: TrainingStage) => void;
  signal?: AbortSignal;
}

export interface TrainedClone {
  loopPath: string;
  atlasPath: string;
  loop: CloneLoop;
  atlas: MouthAtlas;
}

function storeFace(face: TrackedFace): StoredFace {
  return {
    score: Math.round(face.score * 1000) / 1000,
    points: face.landmarks.flatMap((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10]),
  };
}

function restoreFace(face: StoredFace): TrackedFace {
  const landmarks: Point[] = [];
  for (let i = 0; i + 1 < face.points.length; i += 2) landmarks.push({ x: face.points[i] as number, y: face.points[i + 1] as number });
  return { score: face.score, landmarks };
}

/** Speech loudness per analysed frame, normalised to the loud end of this recording. */
function speechActivity(wav: Buffer, frameMs: number): number[] {
  const envelope = rmsEnvelope(decodeWav(wav), frameMs);
  const loud = [...envelope].sort((a, b) => a - b)[Math.floor(envelope.length * 0.95)] ?? 0;
  return envelope.map((value) => (loud > 0 ? Math.min(1, value / loud) : 0));
}

async function track(
  input: TrainCloneInput,
  cp: TrainingCheckpoint,
  probe: VideoProbe,
  size: { width: number; height: number },
): Promise<void> {
  const frameMs = 1000 / ANALYSIS_FPS;
  const faces = cp.faces ?? [];
  const total = Math.max(1, Math.floor(probe.durationMs / frameMs));
  const startFrame = faces.length;
  let previous: { pixels: Buffer; face: StoredFace | null } | null = null;
  await readFrames(
    { path: input.videoPath, fps: ANALYSIS_FPS, ...size, startMs: startFrame * frameMs },
    async (rgba) => {
      // A video slower than the analysis rate (a 1 fps recording, a still stretch) repeats frames
      // pixel for pixel: the same pixels get the last answer instead of a detection (~0.1 s each).
      const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
      let face: StoredFace | null;
      if (previous?.pixels.equals(pixels)) face = previous.face;
      else {
        const found = await input.detect(rgba, size.width, size.height);
        face = found.faces.length === 1 && found.faces[0] ? storeFace(found.faces[0]) : null;
        previous = { pixels: Buffer.from(pixels), face };
      }
      faces.push(face);
      if (faces.length % CHECKPOINT_EVERY === 0) {
        await input.onCheckpoint?.({ ...cp, faces });
        input.onProgress?.({ stage: 'tracking', progress: TRACKING_END * Math.min(1, faces.length / total) });
      }
    },
    input.signal,
  );
  cp.faces = faces;
  cp.trackingDone = true;
  await input.onCheckpoint?.(cp);
}

async function align(input: TrainCloneInput, cp: TrainingCheckpoint): Promise<void> {
  const wav = await extractSpeech(input.videoPath, input.signal);
  cp.speech = speechActivity(wav, 1000 / ANALYSIS_FPS);
  cp.phonemes = (await alignEnglish(wav, input.phrases ?? [])).phonemes;
}

/** Aligned viseme of each analysed frame (from the 25 fps track at the frame's time). */
function frameLabels(phonemes: readonly TimedPhoneme[], durationMs: number, frames: number): (VisemeFrame | undefined)[] {
  const track = visemeTrack([...phonemes], durationMs);
  return Array.from({ length: frames }, (_, i) => track[Math.round((i * 1000) / ANALYSIS_FPS / (1000 / VISEME_FPS))]);
}

/** Cells around the person's median mouth position, sampled at about the footage's own resolution. */
export function mouthGeometry(features: readonly FrameFeature[]): CellGeometry {
  const found = features.filter((f) => f.transform && f.mouthCentre);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const centre = { x: median(found.map((f) => f.mouthCentre?.x ?? 0)), y: median(found.map((f) => f.mouthCentre?.y ?? 0)) };
  const scale = median(found.map((f) => (f.transform ? similarityScale(f.transform) : 0)));
  return cellGeometry(centre, Math.round(Math.min(MAX_PIXELS_PER_UNIT, Math.max(MIN_PIXELS_PER_UNIT, scale))));
}

export async function trainClone(options: TrainCloneInput): Promise<TrainedClone> {
  const input = { ...options, detect: repeatAwareFinder(options.detect) };
  const cp: TrainingCheckpoint = { ...input.checkpoint };
  const probe = (cp.probe ??= await probeVideo(input.videoPath, input.signal));
  const size = analysisSize(probe.width, probe.height, ANALYSIS_MAX_HEIGHT);
  // Speech alignment runs in pocketsphinx's own process while this one tracks faces.
  const aligned = cp.phonemes && cp.speech ? Promise.resolve() : probe.hasAudio ? align(input, cp) : Promise.resolve();
  aligned.catch(() => undefined);
  if (!cp.trackingDone) await track(input, cp, probe, size);
  input.onProgress?.({ stage: 'alignment', progress: TRACKING_END });
  await aligned;
  cp.phonemes ??= [];
  cp.speech ??= [];
  await input.onCheckpoint?.(cp);

  const tracked = (cp.faces ?? []).map((face) => (face ? restoreFace(face) : null));
  const referenceFace = tracked.reduce<TrackedFace | null>(
    (best, face) => (face && (!best || face.score > best.score) ? face : best),
    null,
  );
  if (!referenceFace) throw new Error('no face was found in the training video');
  const reference = referenceStablePoints(referenceFace.landmarks);
  const features = frameFeatures(reference, tracked, 1000 / ANALYSIS_FPS);
  const labels = frameLabels(cp.phonemes, probe.durationMs, features.length);

  input.onProgress?.({ stage: 'library', progress: 0.75 });
  const geometry = mouthGeometry(features);
  const entries = selectMouthLibrary(features, labels);
  const loopChoice = chooseIdleLoop(features, cp.speech, LOOP_SECONDS * ANALYSIS_FPS);
  const loop = await buildIdleLoop({
    videoPath: input.videoPath,
    size,
    reference,
    geometry,
    startMs: (loopChoice.start * 1000) / ANALYSIS_FPS,
    frames: Math.round((loopChoice.count * VISEME_FPS) / ANALYSIS_FPS),
    fallback: features.slice(loopChoice.start, loopChoice.start + loopChoice.count),
    detect: input.detect,
    outPath: join(input.outDir, 'loop.mp4'),
    signal: input.signal,
  });
  input.onProgress?.({ stage: 'loop', progress: 0.85 });
  const atlas = await buildMouthAtlas({
    videoPath: input.videoPath,
    size,
    analysisFps: ANALYSIS_FPS,
    features,
    entries,
    geometry,
    skinColour: loop.skinColour,
    outPath: join(input.outDir, 'atlas.png'),
    signal: input.signal,
  });
  input.onProgress?.({ stage: 'loop', progress: 1 });
  return { loopPath: loop.path, atlasPath: atlas.path, loop: loop.loop, atlas: atlas.atlas };
}
