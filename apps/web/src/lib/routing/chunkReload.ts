/** sessionStorage key remembering when we last reloaded because a lazy chunk failed. */
export const CHUNK_RELOAD_KEY = 'orator.chunkReloadAt';
/** A second failure within this window means reloading does not help; show the error instead. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * A failed load of a code chunk reloads the page (product-rules#web-app): after a deploy, old chunk names
 * vanish. Reload once; if the fresh page fails the same way right away, stop looping.
 */
export function claimChunkReload(store: SessionStore, now: number): boolean {
  const last = Number(store.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
  store.setItem(CHUNK_RELOAD_KEY, String(now));
  return true;
}

/** Wraps a route module import for react-router's `lazy`, reloading once on failure. */
export function lazyRoute<T extends { default: React.ComponentType }>(load: () => Promise<T>) {
  return async () => {
    try {
      const module = await load();
      return { Component: module.default };
    } catch (error) {
      if (claimChunkReload(sessionStorage, Date.now())) {
        window.location.reload();
        // Never settles: the page is going away.
        return new Promise<never>(() => undefined);
      }
      throw error;
    }
  };
}
