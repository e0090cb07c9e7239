import type { StockImport, StockItem, StockKind } from '@orator/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { catalogApi } from '../../../workspace/api/workspaceApi.ts';
import { useCatalogKey } from '../../../kit/catalog.ts';

/** A narrow panel shows a first page and grows on "show more" rather than paging. */
const PAGE_SIZE = 24;

export const ALL_CATEGORIES = 'all';

/** One stock library filtered by category, page after page (the categories come with every page). */
export function useStockLibrary(kind: StockKind, category: string) {
  const query = useInfiniteQuery({
    queryKey: useCatalogKey('stock', kind, category),
    queryFn: ({ pageParam }) =>
      catalogApi.stock(kind, { page: pageParam, size: PAGE_SIZE, category: category === ALL_CATEGORIES ? undefined : category }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
  const items: StockItem[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  const categories = query.data?.pages[0]?.categories ?? [];
  return { query, items, categories };
}

/**
 * Copies a stock item into the user's storage before it goes into the project: the render job
 * reads only the owner's storage. Failures are toasted by the HTTP client; `busyId` drives spinners.
 */
export function useStockImport() {
  const [busyId, setBusyId] = useState<string | null>(null);
  const importItem = async (item: StockItem): Promise<StockImport | null> => {
    setBusyId(item.id);
    try {
      return await catalogApi.importStock(item.kind, item.id);
    } catch {
      return null;
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, importItem };
}
