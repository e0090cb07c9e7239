import { isVisualElement, type DubbingElement, type ImageElement, type PageElement } from '../project/elements.ts';
import { dubbingOf, type ProjectPage } from '../project/page.ts';
import { pageIndexOf, replaceElement, replacePage } from './lookup.ts';
import { commitPages, currentPages } from './session.ts';
import { refusedEdit, type EditorOutcome, type EditorSession } from './types.ts';

/** Element edits on one page. Add, delete and background changes are undo steps. */

function editPage(
  session: EditorSession,
  pageUuid: string,
  recorded: boolean,
  edit: (page: ProjectPage) => ProjectPage | EditorOutcome,
): EditorOutcome {
  const pages = currentPages(session);
  const index = pageIndexOf(pages, pageUuid);
  const page = pages[index];
  if (!page) return refusedEdit('pageNotFound');
  const result = edit(page);
  if ('ok' in result) return result;
  return commitPages(session, replacePage(pages, index, result), recorded);
}

function topLayer(page: ProjectPage): number {
  return page.elements.reduce((top, e) => (isVisualElement(e) ? Math.max(top, e.zIndex) : top), 0);
}

/** Adds an element; a visual element goes on top of the others. */
export function addElement(session: EditorSession, pageUuid: string, element: PageElement): EditorOutcome {
  return editPage(session, pageUuid, true, (page) => {
    const placed =
      isVisualElement(element) && !(element.type === 'image' && element.isBg === 1) ? { ...element, zIndex: topLayer(page) + 1 } : element;
    return { ...page, elements: [...page.elements, placed] };
  });
}

export function deleteElement(session: EditorSession, pageUuid: string, elementUuid: string): EditorOutcome {
  return editPage(session, pageUuid, true, (page) => {
    if (!page.elements.some((e) => e.uuid === elementUuid)) return refusedEdit('elementNotFound');
    return { ...page, elements: page.elements.filter((e) => e.uuid !== elementUuid) };
  });
}

function changeElement(
  session: EditorSession,
  pageUuid: string,
  elementUuid: string,
  update: (element: PageElement) => PageElement,
  recorded: boolean,
): EditorOutcome {
  return editPage(session, pageUuid, recorded, (page) => {
    const element = page.elements.find((e) => e.uuid === elementUuid);
    if (!element) return refusedEdit('elementNotFound');
    const updated = update(element);
    if (updated.uuid !== element.uuid || updated.type !== element.type) return refusedEdit('invalidClipValue');
    return replaceElement(page, elementUuid, updated);
  });
}

/**
 * Changes one element continuously (drag, resize, typing, sliders). Not an undo step: the
 * spec records only structural edits. The update may not change the element's uuid or type.
 */
export function updateElement(
  session: EditorSession,
  pageUuid: string,
  elementUuid: string,
  update: (element: PageElement) => PageElement,
): EditorOutcome {
  return changeElement(session, pageUuid, elementUuid, update, false);
}

/**
 * Changes a setting of an element picked in one go (an avatar's framing, circle head,
 * placement, speaker type, gestures): an undo step, as a user expects Undo to bring it back.
 */
export function setElementSetting(
  session: EditorSession,
  pageUuid: string,
  elementUuid: string,
  update: (element: PageElement) => PageElement,
): EditorOutcome {
  return changeElement(session, pageUuid, elementUuid, update, true);
}

/** Sets the page background (replacing any previous one) under every other element. */
export function setBackground(session: EditorSession, pageUuid: string, background: ImageElement): EditorOutcome {
  return editPage(session, pageUuid, true, (page) => {
    const others = page.elements.filter((e) => !(e.type === 'image' && e.isBg === 1));
    return { ...page, elements: [{ ...background, isBg: 1, zIndex: 0 }, ...others] };
  });
}

/** Sets the page's dubbing text, creating the dubbing element if needed. Typing is not an undo step. */
export function setDubbingText(session: EditorSession, pageUuid: string, text: string, newDubbingUuid: string): EditorOutcome {
  return editPage(session, pageUuid, false, (page) => {
    const existing = dubbingOf(page);
    if (existing) return replaceElement(page, existing.uuid, { ...existing, text });
    const created: DubbingElement = { uuid: newDubbingUuid, type: 'dubbing', text, speed: 1 };
    return { ...page, elements: [...page.elements, created] };
  });
}
