import { loadEditor, pageSchema } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import { applyPlannedDurations } from './plannedDurations.ts';

const pages = ['a', 'b', 'c'].map((uuid) => pageSchema.parse({ uuid, duration: 0 }));

describe('applyPlannedDurations', () => {
  it('stores each page length, moves later pages, and adds no undo step', () => {
    const session = loadEditor(pages);
    const outcome = applyPlannedDurations(session, {
      segments: [
        { id: 'a', durationMs: 4000 },
        { id: 'b', durationMs: 2520 },
        { id: 'c', durationMs: 5000 },
      ],
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const placed = outcome.session.history.present.pages.map((p) => [p.start, p.duration]);
    expect(placed).toEqual([
      [0, 4000],
      [4000, 2520],
      [6520, 5000],
    ]);
    expect(outcome.session.history.past).toHaveLength(0);
  });

  it('leaves the session untouched when nothing changes', () => {
    const session = loadEditor(pages);
    const outcome = applyPlannedDurations(session, { segments: [{ id: 'a', durationMs: 0 }] });
    expect(outcome.ok && outcome.session).toBe(session);
  });
});
