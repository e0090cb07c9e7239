/**
 * Draws every frame of a plan with the scene renderer and streams the raw RGBA into the
 * encoder's stdin. The write of frame N is awaited only after frame N+1 is drawn (at most
 * two frames queued), so ffmpeg converts and encodes N on the other core while JS draws.
 */
import type { Writable } from 'node:stream';
import { createFrameRenderer, type CanvasFactory, type FrameRenderer } from '@orator/scene';
import { createNodeCanvas, nodeContext } from '@orator/scene/node';
import { writeWithBackpressure } from '@orator/process';
import { throwIfAborted } from '../ffmpeg/cancel.ts';
import { segmentAt } from '../plan/buildPlan.ts';
import { FRAME_MS, type PlannedSegment, type RenderPlan } from '../plan/types.ts';
import { frameBufferCollector } from './frameMemory.ts';
import { SegmentAssets } from './segmentAssets.ts';
import type { LoadedAssets } from '../assets/loadAssets.ts';

export interface FrameLoopOptions {
  plan: RenderPlan;
  assets: LoadedAssets;
  stdin: Writable;
  coverFrame: number;
  signal?: AbortSignal;
  onFrame?: (framesDone: number) => void;
}

export interface FrameLoopResult {
  coverJpeg: Buffer;
}

interface ActiveSegment {
  segment: PlannedSegment;
  renderer: FrameRenderer;
  assets: SegmentAssets;
}

const COVER_QUALITY = 90;

export async function renderFrames(opts: FrameLoopOptions): Promise<FrameLoopResult> {
  const { plan } = opts;
  const canvas = createNodeCanvas(plan.width, plan.height);
  const ctx = nodeContext(canvas);
  let active = null as ActiveSegment | null;
  let pending: Promise<void> | null = null;
  let coverJpeg: Buffer | null = null;
  const collectFrameBuffers = frameBufferCollector();
  try {
    for (let frame = 0; frame < plan.frameCount; frame++) {
      throwIfAborted(opts.signal);
      const timeMs = frame * FRAME_MS;
      const segment = segmentAt(plan, timeMs);
      if (!segment) throw new Error('plan has no segments');
      if (active?.segment !== segment) {
        active?.assets.close();
        const assets: SegmentAssets = new SegmentAssets(segment.scene, opts.assets.images, opts.assets.mediaPaths, opts.signal);
        active = { segment, assets, renderer: createFrameRenderer(segment.scene, assets, createNodeCanvas as CanvasFactory) };
      }
      const localMs = timeMs - segment.startMs;
      await active.assets.prepare(localMs);
      active.renderer.draw(ctx, localMs);
      const rgba = canvas.data();
      if (frame === opts.coverFrame) coverJpeg = canvas.encodeSync('jpeg', COVER_QUALITY);
      if (pending) await pending;
      pending = writeWithBackpressure(opts.stdin, rgba, 'ffmpeg');
      // If the loop stops early (cancel, a failed asset) nobody awaits this write; its
      // rejection must not surface as an unhandled one. Awaiting it still sees the error.
      pending?.catch(() => undefined);
      collectFrameBuffers(frame);
      opts.onFrame?.(frame + 1);
    }
    if (pending) await pending;
  } finally {
    active?.assets.close();
  }
  opts.stdin.end();
  return { coverJpeg: coverJpeg ?? canvas.encodeSync('jpeg', COVER_QUALITY) };
}
