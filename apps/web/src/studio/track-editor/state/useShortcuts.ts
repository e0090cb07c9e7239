import { useEffect } from 'react';
import { isButtonTarget, isTypingTarget, shortcutFor, type Shortcut } from '../model/keymap.ts';
import { copySelected, deleteSelected, nudge, pasteAtPlayhead, playheadToEnd, splitAtPlayhead } from './actions.ts';
import { useTrackEditor } from './trackStore.ts';

function run(shortcut: Shortcut): void {
  const store = useTrackEditor.getState();
  switch (shortcut.action) {
    case 'togglePlay':
      store.transport?.toggle();
      return;
    case 'deleteClip':
      deleteSelected();
      return;
    case 'undo':
      store.undo();
      return;
    case 'redo':
      store.redo();
      return;
    case 'copy':
      copySelected();
      return;
    case 'paste':
      pasteAtPlayhead();
      return;
    case 'split':
      splitAtPlayhead();
      return;
    case 'nudge':
      nudge(shortcut.frames);
      return;
    case 'toStart':
      store.setPlayhead(0);
      return;
    case 'toEnd':
      playheadToEnd();
  }
}

/** The editor's keyboard shortcuts (model/keymap.ts), ignored while typing in a field or a dialog is open. */
export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target as HTMLElement | null)) return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"])')) return;
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      // Copy with nothing selected leaves the browser's own copy alone.
      if (shortcut.action === 'copy' && !useTrackEditor.getState().selectedClipUuid) return;
      event.preventDefault();
      if (isButtonTarget(event.target as HTMLElement | null)) (event.target as HTMLElement).blur();
      run(shortcut);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
