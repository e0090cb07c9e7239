import { describe, expect, it } from 'vitest';
import { appendSegments, emptyLivePlaylist, parseSegmentList, renderLivePlaylist } from './hlsPlaylist.ts';

const seg = (uri: string, discontinuity = false) => ({ uri, durationSeconds: 2, discontinuity });

describe('live HLS playlist', () => {
  it('keeps a sliding window, counting the segments and discontinuities that left it', () => {
    let state = emptyLivePlaylist();
    state = appendSegments(state, [seg('a0'), seg('a1')], 3).state;
    const step = appendSegments(state, [seg('b0', true), seg('b1'), seg('b2')], 3);
    expect(step.removed.map((s) => s.uri)).toEqual(['a0', 'a1']);
    expect(step.state.mediaSequence).toBe(2);
    expect(step.state.discontinuitySequence).toBe(0);
    const next = appendSegments(step.state, [seg('c0', true)], 3);
    expect(next.state.discontinuitySequence).toBe(1); // b0's tag slid out
    expect(next.state.segments.map((s) => s.uri)).toEqual(['b1', 'b2', 'c0']);
  });

  it('writes a live playlist a player can follow, and closes it when the room stops', () => {
    const state = appendSegments(
      emptyLivePlaylist(),
      [seg('p1-000.ts', true), { uri: 'p1-001.ts', durationSeconds: 1.52, discontinuity: false }],
      5,
    ).state;
    const text = renderLivePlaylist(state);
    expect(text).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-DISCONTINUITY-SEQUENCE:0',
        '#EXT-X-DISCONTINUITY',
        '#EXTINF:2.000,',
        'p1-000.ts',
        '#EXTINF:1.520,',
        'p1-001.ts',
        '',
      ].join('\n'),
    );
    expect(renderLivePlaylist(state, true).trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    expect(parseSegmentList(text)).toEqual([
      { uri: 'p1-000.ts', durationSeconds: 2 },
      { uri: 'p1-001.ts', durationSeconds: 1.52 },
    ]);
  });
});
