import type { ProjectPage } from '../project/page.ts';
import type { IdSource } from './types.ts';

/** A deep copy of a page with fresh uuids for the page and each element. */
export function clonePage(page: ProjectPage, newId: IdSource): ProjectPage {
  const copy = structuredClone(page);
  return { ...copy, uuid: newId(), elements: copy.elements.map((element) => ({ ...element, uuid: newId() })) };
}
