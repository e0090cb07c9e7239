import { isVisualElement, type PageElement, type VisualElement } from '../project/elements.ts';
import type { ProjectPage } from '../project/page.ts';
import { pageIndexOf, replacePage } from './lookup.ts';
import { commitPages, currentPages } from './session.ts';
import { refusedEdit, type EditorOutcome, type EditorSession } from './types.ts';

/** Element layer order. The background image stays underneath and is not reordered. */

function isLayered(element: PageElement): element is VisualElement {
  return isVisualElement(element) && !(element.type === 'image' && element.isBg === 1);
}

/** Layered elements bottom to top; ties keep their order in the page. */
export function layerOrder(page: ProjectPage): VisualElement[] {
  return page.elements.filter(isLayered).sort((a, b) => a.zIndex - b.zIndex);
}

/** Renumbers layers 1..n in the given order (0 is left to the background). */
function withLayers(page: ProjectPage, order: readonly VisualElement[]): ProjectPage {
  const zByUuid = new Map(order.map((e, i) => [e.uuid, i + 1]));
  return {
    ...page,
    elements: page.elements.map((e) => {
      const zIndex = zByUuid.get(e.uuid);
      return zIndex === undefined || !isVisualElement(e) ? e : { ...e, zIndex };
    }),
  };
}

function moveLayer(session: EditorSession, pageUuid: string, elementUuid: string, direction: 1 | -1): EditorOutcome {
  const pages = currentPages(session);
  const pageIndex = pageIndexOf(pages, pageUuid);
  const page = pages[pageIndex];
  if (!page) return refusedEdit('pageNotFound');
  const element = page.elements.find((e) => e.uuid === elementUuid);
  if (!element) return refusedEdit('elementNotFound');
  if (!isLayered(element)) return refusedEdit('cannotMove');
  const order = layerOrder(page);
  const from = order.findIndex((e) => e.uuid === elementUuid);
  const to = from + direction;
  if (to >= order.length) return refusedEdit('alreadyTopLayer');
  if (to < 0) return refusedEdit('alreadyBottomLayer');
  const swapped = [...order];
  [swapped[from], swapped[to]] = [order[to] as VisualElement, order[from] as VisualElement];
  return commitPages(session, replacePage(pages, pageIndex, withLayers(page, swapped)), true);
}

/** One layer up; the top element cannot move up. */
export function moveLayerUp(session: EditorSession, pageUuid: string, elementUuid: string): EditorOutcome {
  return moveLayer(session, pageUuid, elementUuid, 1);
}

/** One layer down; the bottom element cannot move down. */
export function moveLayerDown(session: EditorSession, pageUuid: string, elementUuid: string): EditorOutcome {
  return moveLayer(session, pageUuid, elementUuid, -1);
}
