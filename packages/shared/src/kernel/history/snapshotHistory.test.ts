import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createHistory, record, redo, replacePresent, resetHistory, undo } from './index.ts';

describe('snapshot history', () => {
  it('undoes and redoes recorded steps', () => {
    let h = createHistory(0);
    h = record(h, 1);
    h = record(h, 2);
    h = undo(h);
    expect(h.present).toBe(1);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe(2);
    expect(canRedo(h)).toBe(false);
  });

  it('drops redo steps on a new record and keeps at most `limit` undo steps', () => {
    let h = createHistory(0, 3);
    for (let i = 1; i <= 5; i++) h = record(h, i);
    expect(h.past).toEqual([2, 3, 4]);
    h = undo(h);
    h = record(h, 99);
    expect(canRedo(h)).toBe(false);
    expect(h.past).toEqual([2, 3, 4]);
  });

  it('replacePresent does not add a step; reset clears everything', () => {
    let h = record(createHistory('a'), 'b');
    h = replacePresent(h, 'c');
    expect(h.past).toEqual(['a']);
    expect(undo(undo(h)).present).toBe('a');
    h = resetHistory(h);
    expect(canUndo(h)).toBe(false);
    expect(h.present).toBe('c');
    expect(undo(h)).toBe(h);
  });
});
