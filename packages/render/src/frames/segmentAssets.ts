/**
 * The AssetProvider one segment's renderer draws from: decoded images, and the current frame
 * of each video clip, whose decoders start when the clip comes on screen and stop after it.
 */
import { type AssetProvider, type AvatarLayer, type CloneFace, type ImageLike, type Scene, sceneScale } from '@orator/scene';
import { FRAME_MS } from '../plan/types.ts';
import { VideoClipDecoder } from './videoClipDecoder.ts';

interface VideoSlot {
  url: string;
  path: string;
  startMs: number;
  durationMs: number;
  sourceStartMs: number;
  width: number;
  height: number;
  loop: boolean;
  decoder: VideoClipDecoder | null;
}

function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

export class SegmentAssets implements AssetProvider {
  private readonly slots: VideoSlot[] = [];

  constructor(
    scene: Scene,
    private readonly images: ReadonlyMap<string, ImageLike>,
    mediaPaths: ReadonlyMap<string, string>,
    private readonly signal?: AbortSignal,
  ) {
    const scale = sceneScale(scene.ratio, scene.width);
    const background = scene.background;
    if (background.kind === 'video') {
      const path = mediaPaths.get(background.url);
      if (path)
        this.slots.push({
          url: background.url,
          path,
          startMs: 0,
          durationMs: scene.durationMs,
          sourceStartMs: background.sourceStartMs ?? 0,
          width: scene.width,
          height: scene.height,
          loop: true,
          decoder: null,
        });
    }
    for (const layer of scene.layers) {
      if (layer.kind === 'avatar' && layer.face?.kind === 'clone') this.addCloneLoop(layer, layer.face, scene, mediaPaths);
      if (layer.kind !== 'video') continue;
      const path = mediaPaths.get(layer.url);
      if (!path) continue;
      const durationMs = Math.min(layer.durationMs, scene.durationMs - layer.startMs);
      this.slots.push({
        url: layer.url,
        path,
        startMs: layer.startMs,
        durationMs,
        sourceStartMs: layer.sourceStartMs,
        width: even(layer.box.width * scale),
        height: even(layer.box.height * scale),
        loop: false,
        decoder: null,
      });
    }
  }

  /**
   * A clone's idle loop decodes at its own size (the clone painter fits it to the box and places
   * the mouth through the loop's per-frame transforms, which are in those pixels) and repeats.
   */
  private addCloneLoop(layer: AvatarLayer, face: CloneFace, scene: Scene, mediaPaths: ReadonlyMap<string, string>): void {
    const path = mediaPaths.get(face.loopUrl);
    if (!path) return;
    this.slots.push({
      url: face.loopUrl,
      path,
      startMs: layer.startMs,
      durationMs: Math.min(layer.durationMs, scene.durationMs - layer.startMs),
      sourceStartMs: 0,
      width: even(face.loop.width),
      height: even(face.loop.height),
      loop: face.playback === 'repeat',
      decoder: null,
    });
  }

  /** Brings every video on screen at scene time `timeMs` to its frame; starts and stops decoders. */
  async prepare(timeMs: number): Promise<void> {
    for (const slot of this.slots) {
      const active = timeMs >= slot.startMs && timeMs < slot.startMs + slot.durationMs;
      if (!active) {
        if (slot.decoder && timeMs >= slot.startMs + slot.durationMs) {
          slot.decoder.close();
          slot.decoder = null;
        }
        continue;
      }
      slot.decoder ??= new VideoClipDecoder(
        {
          path: slot.path,
          sourceStartMs: slot.sourceStartMs,
          durationMs: slot.durationMs,
          width: slot.width,
          height: slot.height,
          fps: 1000 / FRAME_MS,
          loop: slot.loop,
        },
        this.signal,
      );
      await slot.decoder.advanceTo(Math.floor((timeMs - slot.startMs) / FRAME_MS + 1e-6));
    }
  }

  image(url: string): ImageLike | null {
    return this.images.get(url) ?? null;
  }

  videoFrame(url: string): ImageLike | null {
    return this.slots.find((slot) => slot.url === url && slot.decoder)?.decoder?.current ?? null;
  }

  close(): void {
    for (const slot of this.slots) slot.decoder?.close();
  }
}
