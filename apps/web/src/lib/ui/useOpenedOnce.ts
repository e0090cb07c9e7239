import { useState } from 'react';

/**
 * True from the first time `open` is true on: a lazily loaded dialog mounts when first opened (its
 * code is fetched then, not with the page) and stays mounted, so closing it still animates.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's pattern for state derived from a prop): no effect pass.
  if (open && !opened) setOpened(true);
  return opened || open;
}
