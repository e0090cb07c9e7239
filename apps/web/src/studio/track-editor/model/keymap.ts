/**
 * Keyboard shortcuts of the track editor (pure): the keys people expect from video editors.
 * Ctrl on Windows/Linux and Cmd on macOS are the same modifier here.
 */
export type Shortcut =
  | { action: 'togglePlay' }
  | { action: 'deleteClip' }
  | { action: 'undo' }
  | { action: 'redo' }
  | { action: 'copy' }
  | { action: 'paste' }
  | { action: 'split' }
  | { action: 'nudge'; frames: number }
  | { action: 'toStart' }
  | { action: 'toEnd' };

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Shift+arrow moves ten frames, as in most editors. */
const BIG_NUDGE_FRAMES = 10;

export function shortcutFor(press: KeyPress): Shortcut | null {
  const mod = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  if (press.altKey) return null;
  if (mod) {
    if (key === 'z') return { action: press.shiftKey ? 'redo' : 'undo' };
    if (key === 'y') return { action: 'redo' };
    if (key === 'c') return { action: 'copy' };
    if (key === 'v') return { action: 'paste' };
    return null;
  }
  switch (key) {
    case ' ':
      return { action: 'togglePlay' };
    case 'Delete':
    case 'Backspace':
      return { action: 'deleteClip' };
    case 's':
      return { action: 'split' };
    case 'ArrowLeft':
      return { action: 'nudge', frames: press.shiftKey ? -BIG_NUDGE_FRAMES : -1 };
    case 'ArrowRight':
      return { action: 'nudge', frames: press.shiftKey ? BIG_NUDGE_FRAMES : 1 };
    case 'Home':
      return { action: 'toStart' };
    case 'End':
      return { action: 'toEnd' };
    default:
      return null;
  }
}

export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
}

/** Keys typed into a field (or moving a focused slider) belong to it, not to the timeline. */
export function isTypingTarget(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName ?? '')) return true;
  return target.getAttribute?.('role') === 'slider';
}

/** A focused button would also "click" on Space/Enter; the shortcut takes focus away first. */
export function isButtonTarget(target: KeyTarget | null): boolean {
  return target?.tagName === 'BUTTON' || target?.getAttribute?.('role') === 'button';
}
