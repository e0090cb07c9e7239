import { useSyncExternalStore } from 'react';

/**
 * product-rules#web-app: phones get the mobile variants below 768 CSS pixels. The one breakpoint of
 * the app: ui/mobile.css uses the same width (767px) for what CSS alone can adapt.
 */
export const MOBILE_MAX_WIDTH = 767;
const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether a width (CSS pixels) is a phone's, for code that decides outside React. */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_MAX_WIDTH;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}
