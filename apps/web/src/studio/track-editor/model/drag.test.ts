import { CLIP_SOURCE_TYPE, execute, createTimelineHistory, locateClip } from '@orator/shared';
import { clip, timeline, track } from '@orator/shared/testing';
import { describe, expect, it } from 'vitest';
import { dragModeAt, draggedSpan, dragToCommand, isDrag, snapTargets, snapToTargets, type ClipDrag } from './drag.ts';

// Zoom 0: 50 px = 400 ms, so 1 px = 8 ms.
const ZOOM = 0;
const state = timeline(
  track('v1', CLIP_SOURCE_TYPE.image, [clip('a', 0, 2000), clip('b', 4000, 2000)]),
  track('v2', CLIP_SOURCE_TYPE.image, []),
  track('s1', CLIP_SOURCE_TYPE.audio, [clip('m', 0, 3000, CLIP_SOURCE_TYPE.audio)]),
);
const dragOf = (mode: ClipDrag['mode'], uuid = 'b', trackUuid = 'v1'): ClipDrag => {
  const found = locateClip(state, uuid)!;
  return { mode, clipUuid: uuid, trackUuid, startTime: found.clip.startTime, duration: found.clip.duration };
};
const run = (command: ReturnType<typeof dragToCommand>) => execute(createTimelineHistory(state), command!);

describe('drag -> command', () => {
  it('moves a clip by the dragged pixels, in whole frames', () => {
    const command = dragToCommand(dragOf('move'), 63, ZOOM, []);
    const result = run(command);
    expect(result.ok).toBe(true);
    expect(locateClip(result.history.present, 'b')!.clip.startTime).toBe(4000 + 520); // 63 px = 504 ms -> 520 on the frame grid
  });

  it('lets the model refuse an overlap: the state stays as it was', () => {
    const onto = dragToCommand(dragOf('move'), -400, ZOOM, []); // to 800 ms, over clip a
    const result = run(onto);
    expect(result).toMatchObject({ ok: false, error: 'clipOverlap' });
    expect(result.history.present).toBe(state);
  });

  it('moves to another track of the same kind, and is refused on a track of another kind', () => {
    const across = run(dragToCommand(dragOf('move'), 0, ZOOM, [], 'v2'));
    expect(across.ok).toBe(true);
    expect(locateClip(across.history.present, 'b')!.track.uuid).toBe('v2');
    expect(run(dragToCommand(dragOf('move'), 0, ZOOM, [], 's1'))).toMatchObject({ ok: false, error: 'trackKindMismatch' });
  });

  it('trims the start edge (end kept) and the end edge (start kept)', () => {
    const start = run(dragToCommand(dragOf('trimStart'), 50, ZOOM, []));
    expect(locateClip(start.history.present, 'b')!.clip).toMatchObject({ startTime: 4400, duration: 1600 });
    const end = run(dragToCommand(dragOf('trimEnd'), -100, ZOOM, []));
    expect(locateClip(end.history.present, 'b')!.clip).toMatchObject({ startTime: 4000, duration: 1200 });
  });

  it('gives no command when nothing changed', () => {
    expect(dragToCommand(dragOf('move'), 1, ZOOM, [])).toBeNull(); // 8 ms rounds back to the same frame
    expect(dragToCommand(dragOf('trimEnd'), 0, ZOOM, [])).toBeNull();
  });

  it('snaps an edge to a nearby target within 8 px', () => {
    const targets = snapTargets(state, 'b', 7000);
    expect(targets).toEqual(expect.arrayContaining([0, 7000, 2000, 3000]));
    expect(targets).not.toContain(4000); // its own edges do not attract it
    // Dragging b left by 245 px (1960 ms) lands 40 ms from a's end: it sticks to 2000.
    expect(draggedSpan(dragOf('move'), -245, ZOOM, targets).startTime).toBe(2000);
    // The end edge sticks too: b ends at 6000; moving +120 px would end at 6960, near the playhead at 7000.
    expect(draggedSpan(dragOf('move'), 120, ZOOM, targets).startTime).toBe(5000);
    expect(snapToTargets(5000, [5100], 50)).toBe(5000);
  });
});

describe('pointer gestures', () => {
  it('counts a drag only after 3 px', () => {
    expect(isDrag(2, 2)).toBe(false);
    expect(isDrag(-3, 0)).toBe(true);
  });

  it('grabs the edges as trim handles and the middle to move', () => {
    expect(dragModeAt(2, 200)).toBe('trimStart');
    expect(dragModeAt(197, 200)).toBe('trimEnd');
    expect(dragModeAt(100, 200)).toBe('move');
    // A 12 px clip keeps a 6 px middle.
    expect(dragModeAt(6, 12)).toBe('move');
  });
});
