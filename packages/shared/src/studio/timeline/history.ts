import { createHistory, record, replacePresent, type SnapshotHistory } from '../../kernel/history/snapshotHistory.ts';
import type { ErrorKey } from '../../kernel/errors.ts';
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

/**
 * Runs a command whose change follows from something outside the user's edit (a clip's
 * synthesised speech length) on the current state without adding an undo step, so undo
 * never lands on a state that would at once be settled again. Nothing changed: same history.
 */
export function executeInPlace(history: TimelineHistory, command: TimelineCommand): ExecuteResult {
  const outcome = command.apply(history.present);
  if (!outcome.ok) return { ok: false, error: outcome.error, history };
  if (outcome.state === history.present) return { ok: true, history };
  return { ok: true, history: replacePresent(history, outcome.state) };
}
