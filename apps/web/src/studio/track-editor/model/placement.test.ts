import { CLIP_SOURCE_TYPE, createTimelineHistory, execute, locateClip, setClipBox, setClipContent } from '@orator/shared';
import { clip, timeline, track } from '@orator/shared/testing';
import { describe, expect, it } from 'vitest';
import { clipFromFile, clipFromMusic, clipFromText } from './binItems.ts';
import { chain } from './composite.ts';
import { placeClip } from './placement.ts';

const state = timeline(
  track('a1', CLIP_SOURCE_TYPE.audio, []),
  track('i1', CLIP_SOURCE_TYPE.image, [clip('x', 0, 5000)]),
  track('i2', CLIP_SOURCE_TYPE.image, []),
);
const image = (uuid: string) =>
  clipFromFile({ kind: 'image', name: 'p.png', durationMs: null, width: 10, height: 10 }, '/oss/p.png', uuid)!;
const apply = (command: Parameters<typeof execute>[1]) => execute(createTimelineHistory(state), command);

describe('placing a bin item', () => {
  it('uses the first track of its kind with room at the playhead', () => {
    const placed = placeClip(state, image('n'), 1000, 'new');
    expect(placed.trackUuid).toBe('i2');
    const result = apply(placed.command);
    expect(locateClip(result.history.present, 'n')!.clip).toMatchObject({ startTime: 1000, duration: 5000 });
  });

  it('prefers the given track when it has room', () => {
    expect(placeClip(state, image('n'), 6000, 'new', 'i2').trackUuid).toBe('i2');
    expect(placeClip(state, image('n'), 6000, 'new').trackUuid).toBe('i1');
  });

  it('makes a new track, in one undo step, when no track of the kind has room', () => {
    const busy = timeline(track('i1', CLIP_SOURCE_TYPE.image, [clip('x', 0, 5000)]));
    const placed = placeClip(busy, image('n'), 2000, 'fresh');
    expect(placed.trackUuid).toBe('fresh');
    const result = execute(createTimelineHistory(busy), placed.command);
    expect(result.ok).toBe(true);
    expect(result.history.present.tracks.map((t) => t.uuid)).toEqual(['i1', 'fresh']);
    expect(result.history.past).toHaveLength(1);
  });

  it('puts new sound tracks under the picture and new picture tracks on top', () => {
    const music = clipFromMusic('Calm', '/oss/m.mp3', 12_000, 'm');
    const placed = placeClip(timeline(track('i1', CLIP_SOURCE_TYPE.image, [])), music, 0, 'snd');
    const result = execute(createTimelineHistory(timeline(track('i1', CLIP_SOURCE_TYPE.image, []))), placed.command);
    expect(result.history.present.tracks.map((t) => t.uuid)).toEqual(['snd', 'i1']);
    expect(locateClip(result.history.present, 'm')!.clip).toMatchObject({
      duration: 12_000,
      originalDuration: 12_000,
      sourceType: CLIP_SOURCE_TYPE.backgroundMusic,
    });
  });
});

describe('bin items', () => {
  it('gives images no length of their own (the model makes it 5000 ms)', () => {
    expect(image('i')).toMatchObject({ sourceType: CLIP_SOURCE_TYPE.image, duration: undefined, imgSrc: '/oss/p.png' });
  });

  it('keeps the probed length of audio and video, and refuses plain files', () => {
    const video = clipFromFile({ kind: 'video', name: 'v.mp4', durationMs: 8000, width: 1, height: 1 }, '/oss/v.mp4', 'v');
    expect(video).toMatchObject({ sourceType: CLIP_SOURCE_TYPE.video, duration: 8000, originalDuration: 8000 });
    expect(clipFromFile({ kind: 'file', name: 'a.pdf', durationMs: null, width: null, height: null }, '/oss/a.pdf', 'f')).toBeNull();
  });

  it('makes text, subtitle and dubbing clips with their text', () => {
    expect(clipFromText('dubbing', 'Hello there, welcome.', 'Dubbing', 'd', 0)).toMatchObject({
      sourceType: CLIP_SOURCE_TYPE.dubbing,
      content: 'Hello there, welcome.',
    });
    expect(clipFromText('subtitle', 'Hi', 'Subtitle', 's', 0).sourceType).toBe(CLIP_SOURCE_TYPE.subtitle);
  });

  it('places a text clip as a title band in the frame of the project ratio', () => {
    expect(clipFromText('text', 'Title', 'Text', 't', 0)).toMatchObject({ left: 128, top: 101, width: 1024, height: 115 });
    // 9:16 is 405x720.
    expect(clipFromText('text', 'Title', 'Text', 't', 1)).toMatchObject({ left: 41, width: 324 });
  });
});

describe('composite commands', () => {
  it('chain refuses as a whole when one step is refused', () => {
    const result = apply(chain('two', [setClipContent('x', 'ok'), setClipBox('missing', { left: 1 })]));
    expect(result).toMatchObject({ ok: false, error: 'clipNotFound' });
  });

  it('sets the box and refuses negative sizes', () => {
    const moved = apply(setClipBox('x', { left: 40, top: 30, width: 200, height: 100 }));
    expect(locateClip(moved.history.present, 'x')!.clip).toMatchObject({ left: 40, top: 30, width: 200, height: 100 });
    expect(apply(setClipBox('x', { width: -1 }))).toMatchObject({ ok: false, error: 'invalidClipValue' });
  });
});
