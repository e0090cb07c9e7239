/**
 * The replies waiting for the next segment boundary (issue 13 §3: "a priority queue with a
 * maximum length and a forget window drops stale comments instead of answering them minutes
 * late"). Highest priority first, then oldest first. A full queue drops its least important
 * entry (lowest priority, then newest: the older one has waited longer and is about to be
 * said); an entry older than the forget window is dropped when the streamer next takes one.
 */

export interface QueuedReply<T> {
  priority: number;
  /** When it was queued (ms). */
  at: number;
  item: T;
}

export interface ReplyQueueLimits {
  maxLength: number;
  forgetMs: number;
}

export interface TakeResult<T> {
  next: QueuedReply<T> | null;
  /** Entries forgotten on the way (too old to be worth saying). */
  forgotten: QueuedReply<T>[];
}

/** Ordering: higher priority first; among equals, queued earlier first. */
function comesBefore<T>(a: QueuedReply<T>, b: QueuedReply<T>): boolean {
  return a.priority !== b.priority ? a.priority > b.priority : a.at < b.at;
}

export class ReplyQueue<T> {
  private entries: QueuedReply<T>[] = [];

  constructor(private readonly limits: ReplyQueueLimits) {}

  get length(): number {
    return this.entries.length;
  }

  /** Adds an entry; returns the entry dropped to make room (possibly the new one), if any. */
  push(entry: QueuedReply<T>): QueuedReply<T> | null {
    if (this.limits.maxLength <= 0) return entry;
    const index = this.entries.findIndex((queued) => comesBefore(entry, queued));
    this.entries.splice(index === -1 ? this.entries.length : index, 0, entry);
    return this.entries.length > this.limits.maxLength ? (this.entries.pop() ?? null) : null;
  }

  /** The entry to say now, after forgetting the stale ones. */
  take(now: number): TakeResult<T> {
    const forgotten = this.entries.filter((entry) => now - entry.at > this.limits.forgetMs);
    if (forgotten.length > 0) this.entries = this.entries.filter((entry) => now - entry.at <= this.limits.forgetMs);
    return { next: this.entries.shift() ?? null, forgotten };
  }

  /** A copy in the order they would be said. */
  snapshot(): QueuedReply<T>[] {
    return [...this.entries];
  }
}
