import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * What a page that shows one item (a news item, a case, a help article, a customization topic) says
 * about itself, in the UI language: it wins over the route's metadata for the document title and
 * the <meta> description, and leads the keywords (product-rules#public-site).
 */
export interface PageMetaOverride {
  title: string;
  /** The item's summary; '' keeps the route's description. */
  description: string;
}

interface PageMetaState {
  override: PageMetaOverride | null;
  set: (override: PageMetaOverride | null) => void;
}

export const usePageMetaStore = create<PageMetaState>((set) => ({
  override: null,
  set: (override) => set({ override }),
}));

/** The item's title and summary as the page's metadata while it shows (null: not loaded yet, the route's metadata applies). */
export function usePageMetaOverride(item: { title: string; summary: string } | null | undefined): void {
  const title = item?.title ?? null;
  const description = item?.summary ?? '';
  useEffect(() => {
    if (title === null) return;
    usePageMetaStore.getState().set({ title, description });
    return () => usePageMetaStore.getState().set(null);
  }, [title, description]);
}

/** The keywords of an item's page: its title first, then the route's (or the company's) keywords. */
export function itemKeywords(title: string, fallback: string): string {
  const clean = title.replace(/[,，、]/g, ' ').trim();
  return clean ? `${clean}, ${fallback}` : fallback;
}
