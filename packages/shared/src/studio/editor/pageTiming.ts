import type { ProjectPage } from '../project/page.ts';

/** Each page starts where the previous one ends: previous start + previous duration. */
export function recomputePageStarts(pages: readonly ProjectPage[]): ProjectPage[] {
  let start = 0;
  return pages.map((page) => {
    const placed = page.start === start ? page : { ...page, start };
    start += page.duration;
    return placed;
  });
}

export function totalPagesDuration(pages: readonly ProjectPage[]): number {
  return pages.reduce((sum, page) => sum + page.duration, 0);
}
