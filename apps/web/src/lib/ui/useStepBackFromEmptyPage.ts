import { useEffect } from 'react';

/**
 * Deleting the last row of a later page (or a filter that shrinks the list) leaves that page
 * empty: show the page before it. `count` is the rows the current page answered (undefined while
 * loading), so every paged list steps back the same way, whatever removed the rows.
 */
export function useStepBackFromEmptyPage(count: number | undefined, page: number, setPage: (page: number) => void): void {
  useEffect(() => {
    if (count === 0 && page > 1) setPage(page - 1);
  }, [count, page, setPage]);
}
