/**
 * Time as the account flows see it. Code expiry, slider windows and rate limits all read
 * this clock, so tests move time forward instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told to move (tests). */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export function msAfter(clock: Clock, ms: number): Date {
  return new Date(clock.now().getTime() + ms);
}
