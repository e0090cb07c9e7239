/** A sliding window: at most `max` questions within `windowMs`. */
export interface RateWindow {
  windowMs: number;
  max: number;
}

/**
 * Issue 24 §3: one socket took 500 questions in a burst. A person asks a question every few
 * seconds at most (a form filled in quickly: a few a second), so a socket gets a short burst and a per-minute budget; all visitors of one
 * share link together get a larger budget, so many sockets cannot do what one may not.
 */
export const PER_SOCKET: readonly RateWindow[] = [
  { windowMs: 10_000, max: 10 },
  { windowMs: 60_000, max: 40 },
];
export const PER_SHARE_LINK: readonly RateWindow[] = [{ windowMs: 60_000, max: 120 }];

/**
 * Question counts per key (a socket, a share link) over sliding windows, in this process's memory
 * like the sockets themselves. A refused question is not counted, so waiting is enough.
 */
export class QuestionRate<Key = string> {
  private readonly times = new Map<Key, number[]>();
  private readonly longestMs: number;

  constructor(private readonly windows: readonly RateWindow[]) {
    this.longestMs = Math.max(...windows.map((window) => window.windowMs));
  }

  /** Counts a question under `key` and says yes, or says no (counting nothing) when a window is full. */
  take(key: Key, now: number): boolean {
    const recent = (this.times.get(key) ?? []).filter((at) => at > now - this.longestMs);
    const full = this.windows.some((window) => recent.filter((at) => at > now - window.windowMs).length >= window.max);
    if (!full) recent.push(now);
    if (recent.length > 0) this.times.set(key, recent);
    else this.times.delete(key);
    return !full;
  }

  forget(key: Key): void {
    this.times.delete(key);
  }
}
