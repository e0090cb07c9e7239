import { describe, expect, it } from 'vitest';
import { addClip, deleteClip } from './clipCommands.ts';
import { createTimelineHistory, execute } from './history.ts';
import { timelineLength } from './length.ts';
import { clip, timeline, track } from './testTracks.ts';
import { panelStepMs, pixelsToTime, timeToPixels, zoomToFit } from './zoom.ts';
import { canRedo, redo, undo } from '../../kernel/history/snapshotHistory.ts';
import { CLIP_SOURCE_TYPE as T } from '../project/sourceType.ts';

describe('zoom', () => {
  it('maps 0..59 onto 400..7,200,000 ms, strictly increasing, in whole frames', () => {
    expect(panelStepMs(0)).toBe(400);
    expect(panelStepMs(59)).toBe(7_200_000);
    for (let z = 1; z <= 59; z++) {
      expect(panelStepMs(z)).toBeGreaterThan(panelStepMs(z - 1));
      expect(panelStepMs(z) % 40).toBe(0);
    }
    expect(panelStepMs(-5)).toBe(400);
    expect(panelStepMs(80)).toBe(7_200_000);
    expect(panelStepMs(6)).toBe(1080);
  });

  it('converts time and pixels with 50 px panels', () => {
    expect(timeToPixels(400, 0)).toBe(50);
    expect(timeToPixels(7_200_000, 59)).toBe(50);
    expect(pixelsToTime(25, 0)).toBe(200);
    expect(pixelsToTime(timeToPixels(123_440, 6), 6)).toBe(123_440);
    expect(pixelsToTime(-10, 6)).toBe(0);
  });

  it('finds the finest zoom that fits a duration into 20 panels', () => {
    const zoom = zoomToFit(180_000);
    expect(panelStepMs(zoom) * 20).toBeGreaterThanOrEqual(180_000);
    expect(panelStepMs(zoom - 1) * 20).toBeLessThan(180_000);
    expect(zoomToFit(1)).toBe(0);
  });
});

describe('timeline history', () => {
  it('records accepted commands, skips refused ones, and undoes/redoes', () => {
    let history = createTimelineHistory(timeline(track('img', T.image, [clip('a', 0, 1000)])));
    let result = execute(history, addClip('img', { uuid: 'b', sourceType: T.image, duration: 1000 }));
    expect(result.ok).toBe(true);
    history = result.history;
    result = execute(history, addClip('img', { uuid: 'c', sourceType: T.image, startTime: 500, duration: 100 }));
    expect(result).toMatchObject({ ok: false, error: 'clipOverlap' });
    expect(result.history).toBe(history);
    history = execute(history, deleteClip('a')).history;
    expect(history.present.tracks[0]?.infos.map((c) => c.uuid)).toEqual(['b']);
    history = undo(history);
    expect(history.present.tracks[0]?.infos.map((c) => c.uuid)).toEqual(['a', 'b']);
    history = undo(history);
    expect(history.present.tracks[0]?.infos.map((c) => c.uuid)).toEqual(['a']);
    history = redo(history);
    expect(history.present.tracks[0]?.totalDuration).toBe(2000);
    expect(canRedo(history)).toBe(true);
  });

  it('shows at least 180 s on the ruler', () => {
    expect(timelineLength(timeline(track('t', T.image, [clip('a', 0, 1000)])))).toBe(180_000);
    expect(timelineLength(timeline(track('t', T.image, [clip('a', 200_000, 1000)])))).toBe(201_000);
  });
});
