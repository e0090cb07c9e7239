import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_WINDOW_MS, claimChunkReload } from './chunkReload.ts';

function memoryStore() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('claimChunkReload', () => {
  it('reloads once, refuses a loop, and allows again after the window', () => {
    const store = memoryStore();
    expect(claimChunkReload(store, 1_000_000)).toBe(true);
    expect(claimChunkReload(store, 1_000_500)).toBe(false);
    expect(claimChunkReload(store, 1_000_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('treats garbage in storage as no earlier reload', () => {
    const store = memoryStore();
    store.setItem('orator.chunkReloadAt', 'nonsense');
    expect(claimChunkReload(store, 5)).toBe(true);
  });
});
