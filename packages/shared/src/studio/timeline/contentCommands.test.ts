import { describe, expect, it } from 'vitest';
import { CLIP_SOURCE_TYPE as T } from '../project/sourceType.ts';
import { setClipBox, setClipContent, setClipVoice } from './contentCommands.ts';
import { clip, timeline, track } from './testTracks.ts';
import type { TimelineOutcome, TimelineState } from './types.ts';

function stateOf(outcome: TimelineOutcome): TimelineState {
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.state;
}

const project = () =>
  timeline(
    track('pic', T.image, [clip('img', 0, 1000, T.image, { left: 10, top: 20, width: 300, height: 200 })]),
    track('voice', T.dubbing, [clip('dub', 0, 2000, T.dubbing, { content: 'Hello there' })]),
  );
const clipOf = (state: TimelineState, trackIndex: number) => state.tracks[trackIndex]?.infos[0];

describe('setClipBox', () => {
  it('changes only the given sides of the box', () => {
    const s = stateOf(setClipBox('img', { left: 50, height: 120 }).apply(project()));
    expect(clipOf(s, 0)).toMatchObject({ left: 50, top: 20, width: 300, height: 120 });
  });

  it('refuses negative sizes, non-finite positions and unknown clips', () => {
    expect(setClipBox('img', { width: -1 }).apply(project())).toEqual({ ok: false, error: 'invalidClipValue' });
    expect(setClipBox('img', { top: Number.NaN }).apply(project())).toEqual({ ok: false, error: 'invalidClipValue' });
    expect(setClipBox('nope', { left: 1 }).apply(project())).toEqual({ ok: false, error: 'clipNotFound' });
  });
});

describe('setClipContent', () => {
  it('replaces the text and leaves the timing alone', () => {
    const s = stateOf(setClipContent('dub', 'Goodbye now').apply(project()));
    expect(clipOf(s, 1)).toMatchObject({ content: 'Goodbye now', startTime: 0, duration: 2000 });
    expect(setClipContent('nope', 'x').apply(project())).toEqual({ ok: false, error: 'clipNotFound' });
  });
});

describe('setClipVoice', () => {
  it('sets the voice and speed of a dubbing clip independently', () => {
    let s = stateOf(setClipVoice('dub', { voiceId: 'espeak:en:male' }).apply(project()));
    expect(clipOf(s, 1)).toMatchObject({ voiceId: 'espeak:en:male' });
    expect(clipOf(s, 1)?.speed).toBeUndefined();
    s = stateOf(setClipVoice('dub', { speed: 1.5 }).apply(s));
    expect(clipOf(s, 1)).toMatchObject({ voiceId: 'espeak:en:male', speed: 1.5 });
  });

  it('clears the choice with null, back to the default voice', () => {
    const chosen = stateOf(setClipVoice('dub', { voiceId: 'espeak:en:male' }).apply(project()));
    const cleared = stateOf(setClipVoice('dub', { voiceId: null }).apply(chosen));
    expect(clipOf(cleared, 1)).not.toHaveProperty('voiceId');
  });

  it('refuses clips that do not speak, empty voice ids and speeds outside 0.5–2', () => {
    expect(setClipVoice('img', { voiceId: 'v' }).apply(project())).toEqual({ ok: false, error: 'invalidClipValue' });
    expect(setClipVoice('dub', { voiceId: '' }).apply(project())).toEqual({ ok: false, error: 'invalidClipValue' });
    expect(setClipVoice('dub', { speed: 0.4 }).apply(project())).toEqual({ ok: false, error: 'invalidClipValue' });
    expect(setClipVoice('dub', { speed: 2.01 }).apply(project())).toEqual({ ok: false, error: 'invalidClipValue' });
    expect(setClipVoice('nope', { speed: 1 }).apply(project())).toEqual({ ok: false, error: 'clipNotFound' });
  });
});
