import type { ActionHandlers } from '../../kit/keymap.ts';
import { useKeymap } from '../../kit/useKeymap.ts';
import { TRACK_KEYMAP, type TrackAction } from '../model/keymap.ts';
import { copySelected, deleteSelected, nudge, pasteAtPlayhead, playheadToEnd, splitAtPlayhead } from './actions.ts';
import { useTrackEditor } from './trackStore.ts';

const store = () => useTrackEditor.getState();

export const TRACK_ACTIONS: ActionHandlers<TrackAction> = {
  togglePlay: () => store().transport?.toggle(),
  deleteClip: () => deleteSelected(),
  undo: () => store().undo(),
  redo: () => store().redo(),
  copy: () => copySelected(),
  paste: () => pasteAtPlayhead(),
  split: () => splitAtPlayhead(),
  nudge: (action) => nudge(action.frames),
  toStart: () => store().setPlayhead(0),
  toEnd: () => playheadToEnd(),
};

const OPTIONS = {
  // Copy with nothing selected leaves the browser's own copy alone.
  passThrough: (action: TrackAction) => action.kind === 'copy' && !store().selectedClipUuid,
};

/** The track editor's keyboard shortcuts (model/keymap.ts). */
export function useShortcuts(): void {
  useKeymap(TRACK_KEYMAP, TRACK_ACTIONS, OPTIONS);
}
