import { z } from 'zod';
import { pageElementSchema, type DubbingElement, type PageElement } from './elements.ts';

/** A page ("ppt") of a stacked project (product-rules#projects-model). Times in ms. Named ProjectPage because `Page<T>` is the API's paged list. */
export const pageSchema = z.object({
  uuid: z.string().min(1),
  elements: z.array(pageElementSchema).default([]),
  duration: z.number().nonnegative().default(0),
  /** Start on the whole video: previous page's start + previous page's duration. */
  start: z.number().nonnegative().default(0),
  isCover: z.boolean().default(false),
  /** The editor panel the page was last edited in. */
  tab: z.string().optional(),
});
export type ProjectPage = z.infer<typeof pageSchema>;

function findElement<T extends PageElement['type']>(page: ProjectPage, type: T): Extract<PageElement, { type: T }> | undefined {
  return page.elements.find((e): e is Extract<PageElement, { type: T }> => e.type === type);
}

export function dubbingOf(page: ProjectPage): DubbingElement | undefined {
  return findElement(page, 'dubbing');
}

export function backgroundOf(page: ProjectPage): Extract<PageElement, { type: 'image' }> | undefined {
  return page.elements.find((e): e is Extract<PageElement, { type: 'image' }> => e.type === 'image' && e.isBg === 1);
}
