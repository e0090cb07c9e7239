import { describe, expect, it } from 'vitest';
import { CLIP_SOURCE_TYPE as T } from '../project/sourceType.ts';
import { addClip, deleteClip, moveClip, setIntervalDuration } from './clipCommands.ts';
import { setClipProperties } from './propertyCommands.ts';
import { clip, timeline, track } from './testTracks.ts';
import { addTrack, removeTrack, resetPositions, setSubtitleTextStyle, setTrackVisibility } from './trackCommands.ts';
import { splitClip, trimEnd, trimStart } from './trimCommands.ts';
import type { TimelineOutcome, TimelineState } from './types.ts';

function stateOf(outcome: TimelineOutcome): TimelineState {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.state;
}
const spans = (state: TimelineState, trackIndex = 0) => state.tracks[trackIndex]?.infos.map((c) => [c.uuid, c.startTime, c.duration]);

const images = () =>
  timeline(track('img', T.image, [clip('a', 0, 1000), clip('b', 3000, 1000)]), track('img2', T.image, []), track('vid', T.video, []));

describe('add clip', () => {
  it('gives images with non-positive duration 5000 ms and appends when no start is given', () => {
    const s = stateOf(addClip('img', { uuid: 'c', sourceType: T.image, duration: 0 }).apply(images()));
    expect(spans(s)).toContainEqual(['c', 4000, 5000]);
    expect(s.tracks[0]?.totalDuration).toBe(9000);
  });

  it('defaults video, digital-human and dubbing clips to 5000 ms', () => {
    let s = timeline(track('v', T.video, []), track('d', T.digitalHuman, []), track('u', T.dubbing, []));
    s = stateOf(addClip('v', { uuid: 'v1', sourceType: T.video }).apply(s));
    s = stateOf(addClip('d', { uuid: 'd1', sourceType: T.digitalHuman25D }).apply(s));
    s = stateOf(addClip('u', { uuid: 'u1', sourceType: T.dubbing, duration: -1 }).apply(s));
    expect(s.tracks.map((t) => t.infos[0]?.duration)).toEqual([5000, 5000, 5000]);
    expect(s.tracks[0]?.infos[0]?.endTime).toBe(5000);
  });

  it('never makes media longer than the rest of its source', () => {
    const s = stateOf(addClip('vid', { uuid: 'v', sourceType: T.video, originalDuration: 3000, beginTime: 1000 }).apply(images()));
    expect(s.tracks[2]?.infos[0]).toMatchObject({ duration: 2000, beginTime: 1000, endTime: 3000 });
  });

  it('refuses overlap, a wrong kind of track and an unknown track', () => {
    expect(addClip('img', { uuid: 'c', sourceType: T.image, startTime: 500, duration: 100 }).apply(images())).toEqual({
      ok: false,
      error: 'clipOverlap',
    });
    expect(addClip('img', { uuid: 'c', sourceType: T.image, startTime: 2000, duration: 1500 }).apply(images())).toEqual({
      ok: false,
      error: 'clipOverlap',
    });
    expect(addClip('img', { uuid: 'c', sourceType: T.audio }).apply(images())).toEqual({ ok: false, error: 'trackKindMismatch' });
    expect(addClip('nope', { uuid: 'c', sourceType: T.image }).apply(images())).toEqual({ ok: false, error: 'trackNotFound' });
  });

  it('fits a clip exactly into a gap and snaps its start to a frame', () => {
    const s = stateOf(addClip('img', { uuid: 'c', sourceType: T.image, startTime: 1010, duration: 2000 }).apply(images()));
    expect(spans(s)).toEqual([
      ['a', 0, 1000],
      ['c', 1000, 2000],
      ['b', 3000, 1000],
    ]);
    expect(s.tracks[0]?.infos.map((c) => c.intervalDuration)).toEqual([0, 0, 0]);
  });
});

describe('move clip', () => {
  it('moves within a track, keeping clips ordered and gaps recomputed', () => {
    const s = stateOf(moveClip('a', 5000).apply(images()));
    expect(spans(s)).toEqual([
      ['b', 3000, 1000],
      ['a', 5000, 1000],
    ]);
    expect(s.tracks[0]?.infos.map((c) => c.intervalDuration)).toEqual([3000, 1000]);
    expect(s.tracks[0]?.totalDuration).toBe(6000);
  });

  it('moves to another track of the same kind only', () => {
    const s = stateOf(moveClip('a', 200, 'img2').apply(images()));
    expect(spans(s, 0)).toEqual([['b', 3000, 1000]]);
    expect(spans(s, 1)).toEqual([['a', 200, 1000]]);
    expect(s.tracks[1]?.totalDuration).toBe(1200);
    expect(moveClip('a', 0, 'vid').apply(images())).toEqual({ ok: false, error: 'trackKindMismatch' });
  });

  it('refuses a move onto another clip', () => {
    expect(moveClip('a', 2500).apply(images())).toEqual({ ok: false, error: 'clipOverlap' });
    expect(moveClip('zzz', 0).apply(images())).toEqual({ ok: false, error: 'clipNotFound' });
  });
});

describe('interval, delete and reset', () => {
  it('changing a gap shifts the clip and later clips', () => {
    const s = stateOf(setIntervalDuration('a', 400).apply(images()));
    expect(spans(s)).toEqual([
      ['a', 400, 1000],
      ['b', 3400, 1000],
    ]);
    expect(s.tracks[0]?.totalDuration).toBe(4400);
    expect(setIntervalDuration('a', -1).apply(images())).toEqual({ ok: false, error: 'invalidClipValue' });
  });

  it('deletes a clip and recomputes the next gap', () => {
    const s = stateOf(deleteClip('a').apply(images()));
    expect(s.tracks[0]?.infos[0]).toMatchObject({ uuid: 'b', intervalDuration: 3000 });
  });

  it('reset positions removes overlaps of loaded data', () => {
    const s = stateOf(resetPositions('t').apply(timeline(track('t', T.image, [clip('a', 0, 2000), clip('b', 1000, 2000)]))));
    expect(spans(s)).toEqual([
      ['a', 0, 2000],
      ['b', 2000, 2000],
    ]);
  });
});

describe('trim and split', () => {
  const video = () =>
    timeline(
      track('v', T.video, [
        clip('v1', 1000, 2000, T.video, { originalDuration: 4000, beginTime: 1000, endTime: 3000 }),
        clip('v2', 5000, 1000, T.video),
      ]),
    );

  it('trims the start into the source and refuses going before it', () => {
    const s = stateOf(trimStart('v1', 600).apply(video()));
    expect(s.tracks[0]?.infos[0]).toMatchObject({ startTime: 600, duration: 2400, beginTime: 600, endTime: 3000 });
    expect(stateOf(trimStart('v1', 0).apply(video())).tracks[0]?.infos[0]).toMatchObject({ startTime: 0, beginTime: 0 });
    expect(trimStart('v2', 4000).apply(video())).toEqual({ ok: false, error: 'trimOutOfRange' });
    expect(trimStart('v1', 2980).apply(video())).toEqual({ ok: false, error: 'invalidClipValue' });
  });

  it('trims the end within the source and refuses past it', () => {
    const s = stateOf(trimEnd('v1', 4000).apply(video()));
    expect(s.tracks[0]?.infos[0]).toMatchObject({ duration: 3000, endTime: 4000 });
    expect(trimEnd('v1', 4040).apply(video())).toEqual({ ok: false, error: 'trimOutOfRange' });
    expect(trimEnd('v1', 1000).apply(video())).toEqual({ ok: false, error: 'invalidClipValue' });
  });

  it('lets images grow freely but not onto the next clip', () => {
    expect(stateOf(trimEnd('a', 2480).apply(images())).tracks[0]?.infos[0]?.duration).toBe(2480);
    expect(stateOf(trimEnd('a', 2501).apply(images())).tracks[0]?.infos[0]?.duration).toBe(2520);
    expect(trimEnd('a', 3040).apply(images())).toEqual({ ok: false, error: 'clipOverlap' });
  });

  it('splits a clip in two, advancing the right part into the source', () => {
    const s = stateOf(splitClip('v1', 1800, 'v1b').apply(video()));
    expect(s.tracks[0]?.infos.slice(0, 2)).toMatchObject([
      { uuid: 'v1', startTime: 1000, duration: 800, beginTime: 1000, endTime: 1800 },
      { uuid: 'v1b', startTime: 1800, duration: 1200, beginTime: 1800, endTime: 3000, intervalDuration: 0 },
    ]);
    expect(splitClip('v1', 1000, 'x').apply(video())).toEqual({ ok: false, error: 'splitOutsideClip' });
    expect(splitClip('v1', 3000, 'x').apply(video())).toEqual({ ok: false, error: 'splitOutsideClip' });
  });
});

describe('properties and tracks', () => {
  it('sets audioDb, fades, scale and rotate within bounds', () => {
    const s = stateOf(setClipProperties('a', { audioDb: 0, fadeIn: 300, fadeOut: 700, scale: 150, rotate: 90 }).apply(images()));
    expect(s.tracks[0]?.infos[0]).toMatchObject({ audioDb: 0, fadeIn: 300, fadeOut: 700, scale: 150, rotate: 90 });
    for (const bad of [{ audioDb: -1 }, { scale: 0 }, { fadeIn: 600, fadeOut: 600 }, { fadeIn: -1 }])
      expect(setClipProperties('a', bad).apply(images())).toEqual({ ok: false, error: 'invalidClipValue' });
  });

  it('hides and shows a track', () => {
    expect(stateOf(setTrackVisibility('img', false).apply(images())).tracks[0]?.isChecked).toBe(false);
  });

  it('adds a subtitle track with the default style and edits only subtitle styles', () => {
    let s = stateOf(addTrack('sub', T.subtitle, 'Subtitles', 0).apply(images()));
    expect(s.tracks[0]?.textStyle).toMatchObject({ font: 'SimHei', fontSize: 60, fontColor: '#ffffff', fontAlign: 'center' });
    s = stateOf(setSubtitleTextStyle('sub', { fontSize: 48, fontColor: '#ff0' }).apply(s));
    expect(s.tracks[0]?.textStyle).toMatchObject({ fontSize: 48, fontColor: '#ff0', font: 'SimHei' });
    expect(setSubtitleTextStyle('sub', { fontColor: 'nope' }).apply(s)).toEqual({ ok: false, error: 'invalidColor' });
    expect(setSubtitleTextStyle('img', { fontSize: 10 }).apply(s)).toEqual({ ok: false, error: 'trackKindMismatch' });
    expect(stateOf(removeTrack('sub').apply(s)).tracks).toHaveLength(3);
  });
});
