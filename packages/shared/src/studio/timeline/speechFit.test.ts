import { describe, expect, it } from 'vitest';
import { CLIP_SOURCE_TYPE as T } from '../project/sourceType.ts';
import { createTimelineHistory, execute, executeInPlace } from './history.ts';
import { clipsMovedBetween, fitDubbingToSpeech } from './speechFit.ts';
import { clip, timeline, track } from './testTracks.ts';
import type { TimelineOutcome, TimelineState } from './types.ts';

function stateOf(outcome: TimelineOutcome): TimelineState {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.state;
}
const spans = (state: TimelineState, trackIndex = 0) => state.tracks[trackIndex]?.infos.map((c) => [c.uuid, c.startTime, c.duration]);

const dubbing = () =>
  timeline(
    track('voice', T.dubbing, [clip('a', 0, 5000, T.dubbing), clip('b', 5000, 5000, T.dubbing), clip('c', 12000, 3000, T.dubbing)]),
    track('title', T.text, [clip('t', 0, 5000, T.text)]),
  );

describe('dubbing clips follow their speech', () => {
  it('lengthens a clip to its speech, rounded up to a frame, and pushes the next clip back by the overrun', () => {
    const before = dubbing();
    const after = stateOf(fitDubbingToSpeech(new Map([['a', 7_710]])).apply(before));
    // 7.71 s -> 7.72 s (whole 40 ms frames); b moves 2.72 s; c had a 2 s gap after b and moves 0.72 s.
    expect(spans(after)).toEqual([
      ['a', 0, 7720],
      ['b', 7720, 5000],
      ['c', 12720, 3000],
    ]);
    expect(after.tracks[0]?.infos[1]?.intervalDuration).toBe(0);
    expect(after.tracks[0]?.totalDuration).toBe(15720);
    expect(after.tracks[1]).toBe(before.tracks[1]);
    expect(clipsMovedBetween(before, after)).toBe(2);
  });

  it('shortens a clip to its speech without pulling later clips forward', () => {
    const after = stateOf(fitDubbingToSpeech(new Map([['b', 2_000]])).apply(dubbing()));
    expect(spans(after)).toEqual([
      ['a', 0, 5000],
      ['b', 5000, 2000],
      ['c', 12000, 3000],
    ]);
  });

  it('leaves the state as it is when every clip already fits, and ignores clips that are not dubbing', () => {
    const before = dubbing();
    expect(
      stateOf(
        fitDubbingToSpeech(
          new Map([
            ['a', 4_990],
            ['t', 9_000],
          ]),
        ).apply(before),
      ),
    ).toBe(before);
  });

  it('refuses a speech length that is not a positive number', () => {
    expect(fitDubbingToSpeech(new Map([['a', Number.NaN]])).apply(dubbing())).toEqual({ ok: false, error: 'invalidClipValue' });
    expect(fitDubbingToSpeech(new Map([['a', 0]])).apply(dubbing())).toEqual({ ok: false, error: 'invalidClipValue' });
  });

  it('settles in place: no undo step, and the user’s last edit stays the one undo removes', () => {
    const edited = execute(createTimelineHistory(dubbing()), fitDubbingToSpeech(new Map([['c', 1_000]])));
    if (!edited.ok) throw new Error('refused');
    const settled = executeInPlace(edited.history, fitDubbingToSpeech(new Map([['a', 6_000]])));
    if (!settled.ok) throw new Error('refused');
    expect(settled.history.past).toHaveLength(1);
    expect(spans(settled.history.present)?.[0]).toEqual(['a', 0, 6000]);
    expect(executeInPlace(settled.history, fitDubbingToSpeech(new Map([['a', 6_000]]))).history).toBe(settled.history);
  });
});
