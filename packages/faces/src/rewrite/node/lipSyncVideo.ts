/**
 * Lip-sync for video translation: re-renders the mouth of the speaking face in a source video so
 * it follows a new viseme track, with a mouth library taken from the same video. Faces are
 * tracked at ANALYSIS_FPS and the transforms interpolated to every frame; each output frame is
 * drawn by the scene renderer's clone painter (the source frame, then the chosen mouth), so the
 * drawing is the same code as a cloned avatar's.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, ImageData, loadImage, type Image } from '@napi-rs/canvas';
import { nodeContext } from '@orator/scene/node';
import { startProcess, writeWithBackpressure } from '@orator/process';
import { paintCloneFrame, type AssetProvider, type CloneFace, type Similarity } from '@orator/scene';
import { VISEME_FPS, type VisemeFrame } from '@orator/shared';
import { alignEnglish, visemeTrack } from '@orator/speech';
import { frameFeatures, type FrameFeature, type TrackedFace } from '../features.ts';
import { referenceStablePoints } from '../geometry.ts';
import { selectMouthLibrary } from '../library.ts';
import { buildMouthAtlas, repeatAwareFinder, type FaceFinder } from './libraryBuild.ts';
import { analysisSize, buildFrameEncodeArgs } from './mediaArgs.ts';
import { extractSpeech, probeVideo, readFrames } from './media.ts';
import { ANALYSIS_FPS, ANALYSIS_MAX_HEIGHT, mouthGeometry } from './trainClone.ts';
import { extractMouthCell, ringColour, type CellGeometry } from '../crop.ts';
import { trackingFinder, type NearFaceFinder } from './tracking.ts';

/** With tracking, the whole frame is searched every this many analysed frames (2 s at 5 fps). */
const FULL_DETECTION_EVERY = 10;

export interface LipSyncRequest {
  /** The source video (any container ffmpeg reads). */
  videoPath: string;
  /** The new mouth track at VISEME_FPS (25) from the video's start; past its end the mouth stays closed. */
  visemes: readonly VisemeFrame[];
  /** Where the MP4 (H.264, video only, 25 fps, at most 720 high) is written; mux the new audio afterwards. */
  outPath: string;
  /** Face detection on RGBA frames: detectFacesInFrame from @orator/faces/node. */
  detect: FaceFinder;
  /** Cheaper detection near the last face (detectFacesNear): when given, faces are tracked between full detections. */
  detectNear?: NearFaceFinder;
  /** 'en' aligns the source speech with pocketsphinx for viseme-labelled mouths; otherwise mouths are labelled by shape alone. */
  sourceLanguage?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface LipSyncResult {
  outPath: string;
  width: number;
  height: number;
  frames: number;
  /** Mouth images in the library taken from the video. */
  mouthCells: number;
  /** Wall milliseconds of each part (what the translation bench prints to find the slow part). */
  stageMs: { detect: number; align: number; library: number; rewrite: number };
}

/** Labels from the mouth's own shape when the speech cannot be aligned (rounded, open, half-open). */
function shapeLabels(features: readonly FrameFeature[]): VisemeFrame[] {
  return features.map((f) => ({
    viseme: f.openness < 0.08 ? 'sil' : f.rounding > 0.6 ? 'ou' : f.openness > 0.55 ? 'aa' : 'E',
    openness: f.openness,
    rounding: f.rounding,
  }));
}

/** Transform at a 25 fps frame, linearly between the analysed frames around it (nearest found). */
function transformAt(features: readonly FrameFeature[], timeMs: number): Similarity | null {
  const position = (timeMs * ANALYSIS_FPS) / 1000;
  const i = Math.floor(position);
  const a = features[i]?.transform ?? null;
  const b = features[i + 1]?.transform ?? null;
  if (a && b) {
    const u = position - i;
    return { a: a.a + (b.a - a.a) * u, b: a.b + (b.b - a.b) * u, tx: a.tx + (b.tx - a.tx) * u, ty: a.ty + (b.ty - a.ty) * u };
  }
  return a ?? b;
}

export async function lipSyncVideo(req: LipSyncRequest): Promise<LipSyncResult> {
  const probe = await probeVideo(req.videoPath, req.signal);
  const size = analysisSize(probe.width, probe.height, ANALYSIS_MAX_HEIGHT);
  const work = await mkdtemp(join(tmpdir(), 'orator-lipsync-'));
  try {
    const english = probe.hasAudio && (req.sourceLanguage ?? '').toLowerCase().startsWith('en');
    const alignment = english ? extractSpeech(req.videoPath, req.signal).then((wav) => alignEnglish(wav)) : Promise.resolve(null);
    alignment.catch(() => undefined);
    const clock = stageClock();
    const detect = repeatAwareFinder(req.detectNear ? trackingFinder(req.detect, req.detectNear, FULL_DETECTION_EVERY) : req.detect);
    const tracked: (TrackedFace | null)[] = [];
    const expected = Math.max(1, Math.floor((probe.durationMs * ANALYSIS_FPS) / 1000));
    await readFrames(
      { path: req.videoPath, fps: ANALYSIS_FPS, ...size },
      async (rgba) => {
        const found = await detect(rgba, size.width, size.height);
        // The speaking face: the most confident (largest faces score highest with the tiny detector).
        tracked.push(found.faces[0] ?? null);
        req.onProgress?.(0.5 * Math.min(1, tracked.length / expected));
      },
      req.signal,
    );
    const detectMs = clock();
    const referenceFace = tracked.reduce<TrackedFace | null>((best, f) => (f && (!best || f.score > best.score) ? f : best), null);
    if (!referenceFace) throw new Error('no face was found in the video');
    const features = frameFeatures(referenceStablePoints(referenceFace.landmarks), tracked, 1000 / ANALYSIS_FPS);
    const aligned = await alignment;
    const alignMs = clock();
    const labels = aligned
      ? (() => {
          const track = visemeTrack(aligned.phonemes, probe.durationMs);
          return features.map((_, i) => track[Math.round((i * VISEME_FPS) / ANALYSIS_FPS)]);
        })()
      : shapeLabels(features);
    const geometry = mouthGeometry(features);
    const median = features.filter((f) => f.transform)[Math.floor(features.length / 2)] ?? features.find((f) => f.transform);
    const skin = await medianSkin(req.videoPath, size, median, geometry, req.signal);
    const { atlas, path: atlasPath } = await buildMouthAtlas({
      videoPath: req.videoPath,
      size,
      analysisFps: ANALYSIS_FPS,
      features,
      entries: selectMouthLibrary(features, labels),
      geometry,
      skinColour: skin,
      outPath: join(work, 'atlas.png'),
      signal: req.signal,
    });
    req.onProgress?.(0.6);
    const libraryMs = clock();
    const frameCount = Math.max(1, Math.floor((probe.durationMs * VISEME_FPS) / 1000));
    const frames = Array.from({ length: frameCount }, (_, n) => transformAt(features, (n * 1000) / VISEME_FPS));
    const face: CloneFace = {
      kind: 'clone',
      loopUrl: 'source',
      atlasUrl: 'atlas',
      playback: 'once',
      atlas,
      loop: { ...size, fps: VISEME_FPS, frames },
    };
    const written = await rewriteFrames(req, face, await loadImage(atlasPath), frameCount, size);
    const stageMs = { detect: detectMs, align: alignMs, library: libraryMs, rewrite: clock() };
    return { outPath: req.outPath, ...size, frames: written, mouthCells: atlas.cells.length, stageMs };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Milliseconds since the previous call (the first since the clock was made). */
function stageClock(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = now - last;
    last = now;
    return elapsed;
  };
}

/** Skin colour of the mouth surroundings in a middle frame: every mouth is matched to it. */
async function medianSkin(
  videoPath: string,
  size: { width: number; height: number },
  feature: FrameFeature | undefined,
  geometry: CellGeometry,
  signal?: AbortSignal,
): Promise<[number, number, number]> {
  let colour: [number, number, number] = [128, 128, 128];
  const transform = feature?.transform;
  if (!feature || !transform) return colour;
  await readFrames(
    { path: videoPath, fps: ANALYSIS_FPS, ...size, startMs: feature.timeMs, durationMs: 1000 / ANALYSIS_FPS },
    (rgba, index) => {
      if (index === 0) colour = ringColour(extractMouthCell({ ...size, data: rgba }, transform, geometry));
    },
    signal,
  );
  return colour;
}

async function rewriteFrames(
  req: LipSyncRequest,
  face: CloneFace,
  atlas: Image,
  frameCount: number,
  size: { width: number; height: number },
): Promise<number> {
  const source = createCanvas(size.width, size.height);
  const output = createCanvas(size.width, size.height);
  const ctx = nodeContext(output);
  const assets: AssetProvider = { image: () => atlas, videoFrame: () => source };
  const encoder = startProcess('ffmpeg', buildFrameEncodeArgs(size.width, size.height, VISEME_FPS, req.outPath), {
    signal: req.signal,
    stdin: 'pipe',
    stdout: 'ignore',
    timeoutMs: 3_600_000,
  });
  const stdin = encoder.stdin;
  if (!stdin) throw new Error('ffmpeg has no stdin');
  let written = 0;
  try {
    await readFrames(
      { path: req.videoPath, fps: VISEME_FPS, ...size },
      async (rgba, index) => {
        if (index >= frameCount) return;
        source.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(rgba), size.width, size.height), 0, 0);
        const localMs = (index * 1000) / VISEME_FPS;
        paintCloneFrame(ctx, assets, {
          face,
          box: { left: 0, top: 0, width: size.width, height: size.height },
          localMs,
          visemes: req.visemes,
        });
        const pixels = output.getContext('2d').getImageData(0, 0, size.width, size.height).data;
        await writeWithBackpressure(stdin, new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.byteLength), 'ffmpeg');
        written++;
        if (index % 25 === 0) req.onProgress?.(0.6 + 0.4 * Math.min(1, index / frameCount));
      },
      req.signal,
    );
    stdin.end();
  } catch (error) {
    encoder.kill();
    await encoder.done.catch(() => undefined);
    throw error;
  }
  await encoder.done;
  return written;
}
