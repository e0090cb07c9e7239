import { describe, expect, it } from 'vitest';
import { CLIP_SOURCE_TYPE } from '../project/sourceType.ts';
import { isSameKind, trackKindOf } from './kinds.ts';
import { clip, track } from './testTracks.ts';
import { findOverlap, overlaps, recomputeTrack, resetTrackPositions, snapToFrame } from './trackMath.ts';

describe('track math', () => {
  it('snaps to 40 ms frames', () => {
    expect(snapToFrame(0)).toBe(0);
    expect(snapToFrame(19)).toBe(0);
    expect(snapToFrame(20)).toBe(40);
    expect(snapToFrame(1001)).toBe(1000);
    expect(snapToFrame(-30)).toBe(0);
  });

  it('treats touching clips as not overlapping, checked on both edges', () => {
    const a = clip('a', 1000, 1000);
    expect(overlaps(a, clip('b', 2000, 500))).toBe(false);
    expect(overlaps(a, clip('b', 0, 1000))).toBe(false);
    expect(overlaps(a, clip('b', 1960, 500))).toBe(true);
    expect(overlaps(a, clip('b', 500, 520))).toBe(true);
    expect(overlaps(a, clip('b', 1200, 100))).toBe(true);
    expect(overlaps(a, clip('b', 0, 5000))).toBe(true);
    expect(findOverlap([a], clip('a', 1500, 100), 'a')).toBeUndefined();
  });

  it('orders clips and recomputes gaps and total duration', () => {
    const t = recomputeTrack(track('t', CLIP_SOURCE_TYPE.image, [clip('b', 3000, 1000), clip('a', 500, 1000)]));
    expect(t.infos.map((c) => [c.uuid, c.intervalDuration])).toEqual([
      ['a', 500],
      ['b', 1500],
    ]);
    expect(t.totalDuration).toBe(4000);
    expect(recomputeTrack(track('e', CLIP_SOURCE_TYPE.image, [])).totalDuration).toBe(0);
  });

  it('reset positions pushes overlapping clips later', () => {
    const t = resetTrackPositions(
      track('t', CLIP_SOURCE_TYPE.image, [clip('a', 0, 2000), clip('b', 1000, 2000), clip('c', 2500, 1000), clip('d', 9000, 100)]),
    );
    expect(t.infos.map((c) => [c.uuid, c.startTime])).toEqual([
      ['a', 0],
      ['b', 2000],
      ['c', 4000],
      ['d', 9000],
    ]);
    expect(t.infos.map((c) => c.intervalDuration)).toEqual([0, 0, 0, 4000]);
    expect(t.totalDuration).toBe(9100);
  });

  it('groups source types into track kinds', () => {
    expect(trackKindOf(CLIP_SOURCE_TYPE.digitalHuman3D)).toBe('digitalHuman');
    expect(isSameKind(CLIP_SOURCE_TYPE.digitalHuman, CLIP_SOURCE_TYPE.digitalHumanPhoto)).toBe(true);
    expect(isSameKind(CLIP_SOURCE_TYPE.video, CLIP_SOURCE_TYPE.newVideo)).toBe(true);
    expect(isSameKind(CLIP_SOURCE_TYPE.video, CLIP_SOURCE_TYPE.audio)).toBe(false);
    expect(trackKindOf(CLIP_SOURCE_TYPE.other)).toBe('other');
  });
});
