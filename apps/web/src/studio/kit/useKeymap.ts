import { useEffect } from 'react';
import { actionFor, isButtonTarget, isTypingTarget, runAction, type ActionHandlers, type EditorAction, type Keymap } from './keymap.ts';

interface KeymapOptions<A> {
  /** Leaves this press to the browser (e.g. copy with nothing selected). */
  passThrough?(action: A): boolean;
}

/** Runs an editor's keymap on window key presses, except while typing in a field or with a dialog open. */
const NO_OPTIONS = {};

/** Keymap, handlers and options are meant to be module constants, so the listener is added once. */
export function useKeymap<A extends EditorAction>(
  keymap: Keymap<A>,
  handlers: ActionHandlers<A>,
  options: KeymapOptions<A> = NO_OPTIONS,
): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (isTypingTarget(target)) return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"])')) return;
      const action = actionFor(event, keymap);
      if (!action || options.passThrough?.(action)) return;
      event.preventDefault();
      if (isButtonTarget(target)) target?.blur();
      runAction(action, handlers);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [keymap, handlers, options]);
}
