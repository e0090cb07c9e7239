import type { ErrorKey } from '../../kernel/errors.ts';
import type { Track } from '../project/track.ts';

/** The track editor's document: the project's tracks, top to bottom. */
export interface TimelineState {
  readonly tracks: readonly Track[];
}

export type TimelineOutcome = { ok: true; state: TimelineState } | { ok: false; error: ErrorKey };

/** One edit. Commands never mutate; a refused edit says why with a catalogue key. */
export interface TimelineCommand {
  readonly label: string;
  apply(state: TimelineState): TimelineOutcome;
}

export function accepted(state: TimelineState): TimelineOutcome {
  return { ok: true, state };
}

export function refused(error: ErrorKey): TimelineOutcome {
  return { ok: false, error };
}
