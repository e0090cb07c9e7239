import { isVisualElement, type PageElement, type Position, type ProjectPage, type VisualElement } from '@orator/shared';
import type { HitCandidate, PlacedBox } from '../geometry/stageGeometry.ts';

/** Elements the user can pick on the stage: every visual element but the background. */
export function pickable(page: ProjectPage): VisualElement[] {
  return page.elements.filter((e): e is VisualElement => isVisualElement(e) && !(e.type === 'image' && e.isBg === 1));
}

/** The drawn box: size grows with `scale` from the top-left corner, as the renderer draws it. */
export function boxOf(element: VisualElement): PlacedBox {
  const factor = element.position.scale / 100;
  return {
    left: element.position.left,
    top: element.position.top,
    width: element.position.width * factor,
    height: element.position.height * factor,
    rotation: element.rotate,
  };
}

export function hitCandidates(page: ProjectPage): HitCandidate[] {
  return pickable(page).map((element, order) => ({ ...boxOf(element), id: element.uuid, layer: element.zIndex * 10_000 + order }));
}

/** Writes a drawn box back into the element, keeping its scale. */
export function withBox(element: PageElement, box: PlacedBox): PageElement {
  if (!isVisualElement(element)) return element;
  const factor = element.position.scale / 100;
  const position: Position = {
    ...element.position,
    left: Math.round(box.left),
    top: Math.round(box.top),
    width: Math.max(1, Math.round(box.width / factor)),
    height: Math.max(1, Math.round(box.height / factor)),
  };
  return { ...element, position, rotate: box.rotation };
}

/** CSS placing an overlay on a box of the page shown at `scale` screen pixels per page unit. */
export function overlayStyle(box: PlacedBox, scale: number) {
  return {
    left: box.left * scale,
    top: box.top * scale,
    width: box.width * scale,
    height: box.height * scale,
    transform: `rotate(${box.rotation}deg)`,
  };
}
