import { historyBindings, type Keymap } from '../../kit/keymap.ts';

/** What a key does in the track editor: the keys people expect from video editors. */
export type TrackAction =
  | { kind: 'togglePlay' }
  | { kind: 'deleteClip' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'copy' }
  | { kind: 'paste' }
  | { kind: 'split' }
  | { kind: 'nudge'; frames: number }
  | { kind: 'toStart' }
  | { kind: 'toEnd' };

/** Shift+arrow moves ten frames, as in most editors. */
const BIG_NUDGE_FRAMES = 10;

export const TRACK_KEYMAP: Keymap<TrackAction> = [
  ...historyBindings<TrackAction>({ kind: 'undo' }, { kind: 'redo' }),
  { keys: ['c'], mod: true, action: { kind: 'copy' } },
  { keys: ['v'], mod: true, action: { kind: 'paste' } },
  { keys: [' '], action: { kind: 'togglePlay' } },
  { keys: ['Delete', 'Backspace'], action: { kind: 'deleteClip' } },
  { keys: ['s'], action: { kind: 'split' } },
  { keys: ['ArrowLeft'], shift: true, action: { kind: 'nudge', frames: -BIG_NUDGE_FRAMES } },
  { keys: ['ArrowLeft'], action: { kind: 'nudge', frames: -1 } },
  { keys: ['ArrowRight'], shift: true, action: { kind: 'nudge', frames: BIG_NUDGE_FRAMES } },
  { keys: ['ArrowRight'], action: { kind: 'nudge', frames: 1 } },
  { keys: ['Home'], action: { kind: 'toStart' } },
  { keys: ['End'], action: { kind: 'toEnd' } },
];
