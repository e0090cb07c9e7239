import { useSyncExternalStore } from 'react';

/** product-rules#web-app: the home has a mobile variant; below 768 px CSS pixels we use it. */
const QUERY = '(max-width: 767px)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches);
}
