import { historyBindings, type Keymap } from '../../kit/keymap.ts';

/** What a key does in the page editor. */
export type PageAction = { kind: 'undo' } | { kind: 'redo' } | { kind: 'deleteElement' } | { kind: 'nudge'; dx: number; dy: number };

/** Shift+arrow moves ten units, as in the track editor. */
const BIG_NUDGE = 10;

const ARROWS: [string, number, number][] = [
  ['ArrowLeft', -1, 0],
  ['ArrowRight', 1, 0],
  ['ArrowUp', 0, -1],
  ['ArrowDown', 0, 1],
];

export const PAGE_KEYMAP: Keymap<PageAction> = [
  ...historyBindings<PageAction>({ kind: 'undo' }, { kind: 'redo' }),
  { keys: ['Delete', 'Backspace'], action: { kind: 'deleteElement' } },
  ...ARROWS.flatMap(([key, dx, dy]) => [
    { keys: [key], shift: true, action: { kind: 'nudge' as const, dx: dx * BIG_NUDGE, dy: dy * BIG_NUDGE } },
    { keys: [key], action: { kind: 'nudge' as const, dx, dy } },
  ]),
];
