import type { ProjectPage } from '../project/page.ts';
import type { PageElement } from '../project/elements.ts';

export function pageIndexOf(pages: readonly ProjectPage[], pageUuid: string): number {
  return pages.findIndex((p) => p.uuid === pageUuid);
}

export function replacePage(pages: readonly ProjectPage[], index: number, page: ProjectPage): ProjectPage[] {
  return pages.map((p, i) => (i === index ? page : p));
}

export function replaceElement(page: ProjectPage, elementUuid: string, element: PageElement): ProjectPage {
  return { ...page, elements: page.elements.map((e) => (e.uuid === elementUuid ? element : e)) };
}
