import { useCallback, useEffect, useState } from 'react';

/**
 * The content size of the element the returned ref is put on, kept current as it resizes. A
 * callback ref, so an element that appears after the first render (behind a loading state) is measured too.
 */
export function useBoxSize<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const ref = useCallback((next: T | null) => setElement(next), []);
  return { ref, size };
}
