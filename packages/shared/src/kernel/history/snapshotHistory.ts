import { UNDO_HISTORY_LIMIT } from '../constants/client.ts';

/**
 * Undo/redo over immutable snapshots. Editors keep their state immutable, so a snapshot is
 * just a reference and undo is exact: no inverse operation can drift from its command.
 */
export interface SnapshotHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  readonly limit: number;
}

export function createHistory<T>(present: T, limit: number = UNDO_HISTORY_LIMIT): SnapshotHistory<T> {
  return { past: [], present, future: [], limit };
}

/** Makes `next` current and remembers the old state; the oldest beyond the limit is dropped. */
export function record<T>(history: SnapshotHistory<T>, next: T): SnapshotHistory<T> {
  const past = [...history.past, history.present].slice(-history.limit);
  return { ...history, past, present: next, future: [] };
}

/** Replaces the current state without an undo step (edits that are not undo steps, product-rules#editors). */
export function replacePresent<T>(history: SnapshotHistory<T>, next: T): SnapshotHistory<T> {
  return { ...history, present: next };
}

export function canUndo(history: SnapshotHistory<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: SnapshotHistory<unknown>): boolean {
  return history.future.length > 0;
}

/** Steps back; returns the same history when there is nothing to undo. */
export function undo<T>(history: SnapshotHistory<T>): SnapshotHistory<T> {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { ...history, past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo<T>(history: SnapshotHistory<T>): SnapshotHistory<T> {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { ...history, past: [...history.past, history.present].slice(-history.limit), present: next, future: rest };
}

/** Forgets all steps, e.g. when a project finishes loading. */
export function resetHistory<T>(history: SnapshotHistory<T>, present: T = history.present): SnapshotHistory<T> {
  return createHistory(present, history.limit);
}
