import { deleteElement, isVisualElement, updateElement } from '@orator/shared';
import type { ActionHandlers } from '../../kit/keymap.ts';
import { useEditorStore } from './editorStore.ts';
import type { PageAction } from './pageKeymap.ts';

/** Editing actions of the keyboard (and anything else that acts on the selection). */
const store = () => useEditorStore.getState();

function selection(): { pageUuid: string; elementUuid: string } | null {
  const { currentPageUuid, selectedElementUuid } = store();
  return currentPageUuid && selectedElementUuid ? { pageUuid: currentPageUuid, elementUuid: selectedElementUuid } : null;
}

export function deleteSelectedElement(): void {
  const at = selection();
  if (at) store().apply((s) => deleteElement(s, at.pageUuid, at.elementUuid));
}

/** Moves the selected element by (dx, dy) page units; not an undo step, like dragging. */
export function nudgeSelected(dx: number, dy: number): void {
  const at = selection();
  if (!at) return;
  store().apply((s) =>
    updateElement(s, at.pageUuid, at.elementUuid, (element) =>
      isVisualElement(element)
        ? { ...element, position: { ...element.position, left: element.position.left + dx, top: element.position.top + dy } }
        : element,
    ),
  );
}

export const PAGE_ACTIONS: ActionHandlers<PageAction> = {
  undo: () => store().undo(),
  redo: () => store().redo(),
  deleteElement: () => deleteSelectedElement(),
  nudge: (action) => nudgeSelected(action.dx, action.dy),
};
