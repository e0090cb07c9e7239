/** Polls until `check` returns a value (not undefined) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000, everyMs = 100): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Waits until the clock has moved past the current millisecond. PGlite's `now()` counts
 * milliseconds, so rows a test writes one after another can share a `created_at` and then list
 * "newest first" in either order; a test that asserts that order writes its rows apart.
 */
export async function nextMillisecond(): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < 2) await new Promise((resolve) => setTimeout(resolve, 1));
}
