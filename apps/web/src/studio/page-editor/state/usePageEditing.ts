import { setElementSetting, updateElement, updatePages, type PageElement, type ProjectPage } from '@orator/shared';
import { useCallback } from 'react';
import { useCurrentPage, useEditorStore } from './editorStore.ts';

type ElementChange = typeof updateElement;

/** Edits of the current page's elements, as model calls. */
export function usePageEditing() {
  const page = useCurrentPage();
  const apply = useEditorStore((s) => s.apply);
  const ratio = useEditorStore((s) => s.meta?.ratio ?? 0);

  const changeEl = useCallback(
    <T extends PageElement>(command: ElementChange, element: T, change: (element: T) => T) => {
      if (!page) return false;
      return apply((s) =>
        command(s, page.uuid, element.uuid, (current) => (current.type === element.type ? change(current as T) : current)),
      );
    },
    [apply, page],
  );
  /** Changes one element in place (not an undo step: typing and dragging). */
  const updateEl = useCallback(
    <T extends PageElement>(element: T, change: (element: T) => T) => changeEl(updateElement, element, change),
    [changeEl],
  );
  /** Changes a setting picked in one go (framing, circle head, placement): an undo step. */
  const setEl = useCallback(
    <T extends PageElement>(element: T, change: (element: T) => T) => changeEl(setElementSetting, element, change),
    [changeEl],
  );

  /** Rewrites every page at once as one undo step (project-wide settings such as subtitles). */
  const updateAllPages = useCallback(
    (change: (page: ProjectPage) => ProjectPage) => {
      const session = useEditorStore.getState().session;
      if (!session) return false;
      return apply((s) => updatePages(s, session.history.present.pages.map(change)));
    },
    [apply],
  );

  return { page, ratio, apply, updateEl, setEl, updateAllPages };
}
