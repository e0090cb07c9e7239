/**
 * Which source frame of each video the export shows at a scene time (pure). The export's
 * decoder (packages/render frames/segmentAssets + ffmpeg/encodeArgs buildClipDecodeArgs)
 * starts at the clip's in-point and emits one frame per 40 ms output frame, then holds its
 * last frame when the source runs out (layers) or starts over (a video background loops).
 * The preview seeks its <video> elements to these same times.
 */
import type { Layer, Scene } from '@orator/scene';
import { FRAME_MS } from '@orator/render/plan';

export interface VideoTarget {
  url: string;
  /** Time in the source file, before holding or looping at its end. */
  sourceMs: number;
  loop: boolean;
}

/** The video a layer plays: a video layer's clip, or a cloned avatar's idle loop (from its start, repeating). */
function videoOfLayer(layer: Layer): { url: string; sourceStartMs: number; loop: boolean } | null {
  if (layer.kind === 'video') return { url: layer.url, sourceStartMs: layer.sourceStartMs, loop: false };
  if (layer.kind === 'avatar' && layer.face?.kind === 'clone') {
    return { url: layer.face.loopUrl, sourceStartMs: 0, loop: layer.face.playback === 'repeat' };
  }
  return null;
}

/** The source time of the export's frame `elapsedMs` after a clip comes on screen. */
export function clipSourceMs(elapsedMs: number, sourceStartMs: number): number {
  return sourceStartMs + Math.floor(elapsedMs / FRAME_MS + 1e-6) * FRAME_MS;
}

/**
 * Every video on screen at scene time `localMs` and the source time it shows there: the
 * export's frame (`onFrameGrid`), or the exact running time a playing element should be at.
 */
export function videoTargetsAt(scene: Scene, localMs: number, onFrameGrid = true): VideoTarget[] {
  const sourceAt = (elapsedMs: number, sourceStartMs: number) =>
    onFrameGrid ? clipSourceMs(elapsedMs, sourceStartMs) : sourceStartMs + elapsedMs;
  const targets: VideoTarget[] = [];
  const { background } = scene;
  if (background.kind === 'video') {
    targets.push({ url: background.url, sourceMs: sourceAt(localMs, background.sourceStartMs ?? 0), loop: true });
  }
  for (const layer of scene.layers) {
    const clip = videoOfLayer(layer);
    if (!clip) continue;
    // The export trims a layer at the scene's end, as SegmentAssets does.
    const endMs = layer.startMs + Math.min(layer.durationMs, scene.durationMs - layer.startMs);
    if (localMs < layer.startMs || localMs >= endMs) continue;
    targets.push({ url: clip.url, sourceMs: sourceAt(localMs - layer.startMs, clip.sourceStartMs), loop: clip.loop });
  }
  return targets;
}

/**
 * Videos that come on screen after scene time `fromMs` up to `toMs` (either may lie outside
 * the scene, to look into the next one), at their first frame: playback seeks them there
 * ahead of time so they start on the right picture instead of catching up.
 */
export function videosStartingIn(scene: Scene, fromMs: number, toMs: number): VideoTarget[] {
  const starts = (startMs: number) => startMs > fromMs && startMs <= toMs;
  const targets: VideoTarget[] = [];
  const { background } = scene;
  if (background.kind === 'video' && starts(0)) targets.push({ url: background.url, sourceMs: background.sourceStartMs ?? 0, loop: true });
  for (const layer of scene.layers) {
    const clip = videoOfLayer(layer);
    if (clip && starts(layer.startMs)) targets.push({ url: clip.url, sourceMs: clip.sourceStartMs, loop: clip.loop });
  }
  return targets;
}

/**
 * Where to seek a source of `lengthMs` to show `sourceMs`: looping sources wrap, others hold
 * their last frame (a seek just before the end shows it; at the very end some decoders show none).
 */
export function seekTimeMs(sourceMs: number, lengthMs: number, loop: boolean): number {
  if (!(lengthMs > 0)) return Math.max(0, sourceMs);
  if (loop) return ((sourceMs % lengthMs) + lengthMs) % lengthMs;
  return Math.min(Math.max(0, sourceMs), Math.max(0, lengthMs - 1));
}

/** A held or wrapped time is not played forward: the element is paused on it. */
export function isHeld(sourceMs: number, lengthMs: number, loop: boolean): boolean {
  return !loop && lengthMs > 0 && sourceMs >= lengthMs - 1;
}
