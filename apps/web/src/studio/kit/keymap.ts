/**
 * Keyboard shortcuts as data (pure): an editor lists key bindings to its own actions, the
 * kit finds the action a key press means. Ctrl on Windows/Linux and Cmd on macOS are the
 * same modifier here; Alt combinations belong to the browser and the OS.
 */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

export interface KeyBinding<A> {
  /** `KeyboardEvent.key` values; letters in lower case. */
  keys: readonly string[];
  /** Ctrl or Cmd held (default: not held). */
  mod?: boolean;
  /** Shift held or not; left out, either. List the Shift variant first. */
  shift?: boolean;
  action: A;
}

export type Keymap<A> = readonly KeyBinding<A>[];

export function actionFor<A>(press: KeyPress, keymap: Keymap<A>): A | null {
  if (press.altKey) return null;
  const mod = press.ctrlKey || press.metaKey;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  const hit = keymap.find(
    (binding) => binding.keys.includes(key) && (binding.mod ?? false) === mod && (binding.shift ?? press.shiftKey) === press.shiftKey,
  );
  return hit ? hit.action : null;
}

/** Undo and redo, the same in every editor. */
export function historyBindings<A>(undo: A, redo: A): KeyBinding<A>[] {
  return [
    { keys: ['z'], mod: true, shift: true, action: redo },
    { keys: ['z'], mod: true, action: undo },
    { keys: ['y'], mod: true, action: redo },
  ];
}

/** An action named by `kind`, carrying whatever its handler needs. */
export interface EditorAction {
  kind: string;
}

/** One handler per action kind; the compiler checks every kind is handled. */
export type ActionHandlers<A extends EditorAction> = { [K in A['kind']]: (action: Extract<A, { kind: K }>) => void };

export function runAction<A extends EditorAction>(action: A, handlers: ActionHandlers<A>): void {
  const handler = handlers[action.kind as A['kind']] as (action: A) => void;
  handler(action);
}

export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  getAttribute?(name: string): string | null;
}

/** Keys typed into a field (or moving a focused slider) belong to it, not to the editor. */
export function isTypingTarget(target: KeyTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName ?? '')) return true;
  return target.getAttribute?.('role') === 'slider';
}

/** A focused button would also "click" on Space/Enter; the shortcut takes focus away first. */
export function isButtonTarget(target: KeyTarget | null): boolean {
  return target?.tagName === 'BUTTON' || target?.getAttribute?.('role') === 'button';
}
