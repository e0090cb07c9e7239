import { createHistory, record, type SnapshotHistory } from '../history/snapshotHistory.ts';
import type { ErrorKey } from '../errors.ts';
import type { TimelineCommand, TimelineState } from './types.ts';

export type TimelineHistory = SnapshotHistory<TimelineState>;

export function createTimelineHistory(state: TimelineState): TimelineHistory {
  return createHistory(state);
}

export type ExecuteResult = { ok: true; history: TimelineHistory } | { ok: false; error: ErrorKey; history: TimelineHistory };

/** Runs a command on the current state; an accepted edit becomes one undo step. */
export function execute(history: TimelineHistory, command: TimelineCommand): ExecuteResult {
  const outcome = command.apply(history.present);
  if (!outcome.ok) return { ok: false, error: outcome.error, history };
  return { ok: true, history: record(history, outcome.state) };
}
