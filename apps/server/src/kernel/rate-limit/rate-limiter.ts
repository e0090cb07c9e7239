import type { AppDb } from '../db/client.ts';
import { tooManyRequests } from '../http/app-error.ts';
import type { Clock } from '../clock.ts';
import { RateLimitRepo } from './rate-limit-repo.ts';
import type { Limit } from './rate-limits.ts';

/** Events older than this are never counted by any window and are swept away. */
const RETENTION_MS = 25 * 3600_000;
const SWEEP_EVERY = 200;

/** An event counted ahead of the outcome (e.g. a login attempt counted as a failure). */
export interface Reservation {
  /** Takes the event back (the attempt succeeded after all). */
  release(): Promise<void>;
}

/**
 * Sliding-window limits kept in the database, so every web process sees the same counts.
 * Each counted event is a row; a window is a count over (key, time).
 */
export class RateLimiter {
  private writesSinceSweep = 0;
  private readonly repo: RateLimitRepo;

  constructor(
    db: AppDb,
    private readonly clock: Clock,
  ) {
    this.repo = new RateLimitRepo(db);
  }

  /**
   * Records an event unless that would break one of the limits; then throws 429 and the
   * refused attempt does not count. Recording before counting keeps concurrent callers
   * from all slipping under the limit: of N simultaneous callers, each counts every event
   * committed before its count, so at most `max` see a count within the limit.
   */
  async consume(key: string, limits: Limit[]): Promise<void> {
    await this.reserve([{ key, limits }]);
  }

  /**
   * Counts one event under each key at once, before the outcome is known (an attempt is a
   * failure until it succeeds). Throws 429, recording nothing, when any limit is already
   * reached; `release()` takes the events back.
   */
  async reserve(keys: { key: string; limits: Limit[] }[]): Promise<Reservation> {
    const ids: number[] = [];
    const releaseAll = async () => {
      for (const id of ids.splice(0)) await this.repo.remove(id);
    };
    for (const { key, limits } of keys) {
      ids.push(await this.repo.insert(key, this.clock.now()));
      for (const limit of limits) {
        if ((await this.countWithin(key, limit.windowMs)) > limit.max) {
          await releaseAll();
          throw tooManyRequests();
        }
      }
    }
    await this.maybeSweep();
    return { release: releaseAll };
  }

  private countWithin(key: string, windowMs: number): Promise<number> {
    return this.repo.countSince(key, new Date(this.clock.now().getTime() - windowMs));
  }

  private async maybeSweep(): Promise<void> {
    this.writesSinceSweep += 1;
    if (this.writesSinceSweep < SWEEP_EVERY) return;
    this.writesSinceSweep = 0;
    await this.repo.deleteBefore(new Date(this.clock.now().getTime() - RETENTION_MS));
  }
}
