import type { Scene, VideoLayer } from '@orator/scene';
import { describe, expect, it } from 'vitest';
import { clipSourceMs, isHeld, seekTimeMs, videosStartingIn, videoTargetsAt } from './videoTime.ts';

function videoLayer(overrides: Partial<VideoLayer>): VideoLayer {
  return {
    id: 'clip',
    kind: 'video',
    url: '/oss/clip.mp4',
    fit: 'cover',
    sourceStartMs: 0,
    startMs: 0,
    durationMs: 3000,
    box: { left: 0, top: 0, width: 100, height: 100 },
    rotation: 0,
    opacity: 1,
    animationIn: null,
    animationOut: null,
    ...overrides,
  };
}

function scene(layers: VideoLayer[], background: Scene['background'] = { kind: 'color', color: '#000' }): Scene {
  // Only the fields the mapping reads matter; the rest are typed placeholders of the real shape.
  return { ratio: 0, width: 1280, height: 720, durationMs: 5000, background, layers, subtitles: null, watermark: null } as unknown as Scene;
}

describe('clipSourceMs', () => {
  it('adds the in-point to the 40 ms frame the decoder is on', () => {
    expect(clipSourceMs(0, 0)).toBe(0);
    expect(clipSourceMs(1000, 0)).toBe(1000);
    expect(clipSourceMs(1000, 2500)).toBe(3500);
  });

  it('takes the frame already started when the clip begins off the frame grid', () => {
    expect(clipSourceMs(79.9, 0)).toBe(40);
    expect(clipSourceMs(80, 100)).toBe(180);
  });
});

describe('videoTargetsAt', () => {
  it('maps a layer time through its start and in-point', () => {
    const layers = [videoLayer({ startMs: 1000, durationMs: 2000, sourceStartMs: 500 })];
    expect(videoTargetsAt(scene(layers), 1600)).toEqual([{ url: '/oss/clip.mp4', sourceMs: 1100, loop: false }]);
  });

  it('gives the exact running time for playing elements', () => {
    const layers = [videoLayer({ startMs: 1000, durationMs: 2000, sourceStartMs: 500 })];
    expect(videoTargetsAt(scene(layers), 1630, false)).toEqual([{ url: '/oss/clip.mp4', sourceMs: 1130, loop: false }]);
    expect(videoTargetsAt(scene(layers), 1630)).toEqual([{ url: '/oss/clip.mp4', sourceMs: 1100, loop: false }]);
  });

  it('leaves out layers before their start and from their end on', () => {
    const layers = [videoLayer({ startMs: 1000, durationMs: 2000 })];
    expect(videoTargetsAt(scene(layers), 960)).toEqual([]);
    expect(videoTargetsAt(scene(layers), 2960)).toHaveLength(1);
    expect(videoTargetsAt(scene(layers), 3000)).toEqual([]);
  });

  it('trims a layer at the end of its scene', () => {
    const layers = [videoLayer({ startMs: 4000, durationMs: 9000 })];
    expect(videoTargetsAt(scene(layers), 4960)).toHaveLength(1);
    expect(videoTargetsAt(scene(layers), 5000)).toEqual([]);
  });

  it('keeps a video background on screen and looping, from its in-point', () => {
    const background = { kind: 'video' as const, url: '/oss/bg.mp4', fit: 'cover' as const, sourceStartMs: 200 };
    expect(videoTargetsAt(scene([], background), 4000)).toEqual([{ url: '/oss/bg.mp4', sourceMs: 4200, loop: true }]);
  });
});

describe('videosStartingIn', () => {
  const layers = [videoLayer({ startMs: 1000, sourceStartMs: 700 })];

  it('cues a layer about to start at its in-point', () => {
    expect(videosStartingIn(scene(layers), 600, 1100)).toEqual([{ url: '/oss/clip.mp4', sourceMs: 700, loop: false }]);
  });

  it('leaves out layers already on screen or starting later', () => {
    expect(videosStartingIn(scene(layers), 1000, 1500)).toEqual([]);
    expect(videosStartingIn(scene(layers), 0, 500)).toEqual([]);
  });

  it('cues the next scene background from before that scene begins', () => {
    const background = { kind: 'video' as const, url: '/oss/bg.mp4', fit: 'cover' as const };
    expect(videosStartingIn(scene([], background), -300, 200)).toEqual([{ url: '/oss/bg.mp4', sourceMs: 0, loop: true }]);
  });
});

describe('seekTimeMs', () => {
  it('seeks inside the source unchanged', () => {
    expect(seekTimeMs(1200, 3000, false)).toBe(1200);
    expect(seekTimeMs(1200, 3000, true)).toBe(1200);
  });

  it('holds the last frame beyond the end of a layer source', () => {
    expect(seekTimeMs(3000, 3000, false)).toBe(2999);
    expect(seekTimeMs(8000, 3000, false)).toBe(2999);
    expect(isHeld(8000, 3000, false)).toBe(true);
    expect(isHeld(2960, 3000, false)).toBe(false);
  });

  it('wraps a looping source', () => {
    expect(seekTimeMs(7400, 3000, true)).toBe(1400);
    expect(isHeld(7400, 3000, true)).toBe(false);
  });

  it('passes times through while the length is unknown', () => {
    expect(seekTimeMs(7400, Number.NaN, false)).toBe(7400);
  });
});
