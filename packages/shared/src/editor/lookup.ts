import type { Page } from '../project/page.ts';
import type { PageElement } from '../project/elements.ts';

export function pageIndexOf(pages: readonly Page[], pageUuid: string): number {
  return pages.findIndex((p) => p.uuid === pageUuid);
}

export function replacePage(pages: readonly Page[], index: number, page: Page): Page[] {
  return pages.map((p, i) => (i === index ? page : p));
}

export function replaceElement(page: Page, elementUuid: string, element: PageElement): Page {
  return { ...page, elements: page.elements.map((e) => (e.uuid === elementUuid ? element : e)) };
}
