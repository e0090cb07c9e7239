import { CATALOG_PATHS, type StockItem, type StockKind, type StockPage, type UiLanguage } from '@orator/shared';
import type { z } from 'zod';
import type { StockQuery } from '@orator/shared';
import { BACKGROUND_DESIGNS } from './background-designs.ts';
import { ILLUSTRATIONS } from './illustrations.ts';
import { MUSIC_TRACKS, trackDurationMs } from './music-tracks.ts';
import { BACKGROUND_SIZE } from './stock-files.ts';

type Names = Record<UiLanguage, string>;
interface Entry {
  id: string;
  category: string;
  names: Names;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

const thumbUrl = (id: string) => `${CATALOG_PATHS.stockFile('backgrounds', id)}?variant=thumb`;

const ENTRIES: Record<StockKind, readonly Entry[]> = {
  backgrounds: BACKGROUND_DESIGNS.map((d) => ({ id: d.id, category: d.category, names: d.names, ...BACKGROUND_SIZE, durationMs: null })),
  illustrations: ILLUSTRATIONS.map((d) => ({ id: d.id, category: d.category, names: d.names, width: 512, height: 512, durationMs: null })),
  music: MUSIC_TRACKS.map((t) => ({
    id: t.id,
    category: t.category,
    names: t.names,
    width: null,
    height: null,
    durationMs: trackDurationMs(t),
  })),
};

function itemOf(kind: StockKind, entry: Entry, language: UiLanguage): StockItem {
  const url = CATALOG_PATHS.stockFile(kind, entry.id);
  return {
    id: entry.id,
    kind,
    category: entry.category,
    name: entry.names[language],
    url,
    thumbnailUrl: kind === 'backgrounds' ? thumbUrl(entry.id) : kind === 'illustrations' ? url : null,
    width: entry.width,
    height: entry.height,
    durationMs: entry.durationMs,
  };
}

export function stockEntry(kind: StockKind, id: string): Entry | undefined {
  return ENTRIES[kind].find((e) => e.id === id);
}

export function stockName(kind: StockKind, id: string, language: UiLanguage): string | null {
  return stockEntry(kind, id)?.names[language] ?? null;
}

/** One page of a stock library, filtered by category and a name match in any language. */
export function listStock(kind: StockKind, query: z.output<typeof StockQuery>, language: UiLanguage): StockPage {
  const keyword = query.keyword?.toLowerCase();
  const all = ENTRIES[kind].filter(
    (e) =>
      (!query.category || e.category === query.category) &&
      (!keyword || Object.values(e.names).some((name) => name.toLowerCase().includes(keyword))),
  );
  const start = (query.page - 1) * query.size;
  return {
    items: all.slice(start, start + query.size).map((e) => itemOf(kind, e, language)),
    total: all.length,
    page: query.page,
    size: query.size,
    categories: [...new Set(ENTRIES[kind].map((e) => e.category))],
  };
}
