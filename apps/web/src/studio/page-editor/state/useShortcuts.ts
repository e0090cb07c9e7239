import { deleteElement, isVisualElement, updateElement } from '@orator/shared';
import { useEffect } from 'react';
import { useEditorStore } from './editorStore.ts';

function typingIn(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return !!element && (element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName));
}

const NUDGE: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Undo/redo, delete and arrow-key nudging of the selected element (Shift: 10 units). */
export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event.target)) return;
      const store = useEditorStore.getState();
      const mod = event.ctrlKey || event.metaKey;
      if (mod && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        if (event.shiftKey) store.redo();
        else store.undo();
        return;
      }
      if (mod && event.key.toLowerCase() === 'y') {
        event.preventDefault();
        store.redo();
        return;
      }
      const pageUuid = store.currentPageUuid;
      const elementUuid = store.selectedElementUuid;
      if (!pageUuid || !elementUuid) return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        store.apply((s) => deleteElement(s, pageUuid, elementUuid));
        return;
      }
      const nudge = NUDGE[event.key];
      if (!nudge) return;
      event.preventDefault();
      const step = event.shiftKey ? 10 : 1;
      store.apply((s) =>
        updateElement(s, pageUuid, elementUuid, (element) =>
          isVisualElement(element)
            ? {
                ...element,
                position: {
                  ...element.position,
                  left: element.position.left + nudge[0] * step,
                  top: element.position.top + nudge[1] * step,
                },
              }
            : element,
        ),
      );
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
