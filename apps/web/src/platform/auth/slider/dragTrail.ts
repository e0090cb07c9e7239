/** The verify endpoint accepts at most this many [x, t] samples (SliderVerifyBody.trail). */
export const MAX_TRAIL_POINTS = 2000;

export function clampOffset(x: number, maxOffset: number): number {
  return Math.round(Math.min(Math.max(x, 0), Math.max(maxOffset, 0)));
}

/**
 * Records the drag as [x, ms since start] pairs for the server's robot check. Repeated
 * positions are skipped; when the trail would overflow, every other point is dropped so the
 * whole gesture stays represented, not just its beginning.
 */
export class DragTrail {
  private points: [number, number][] = [];
  private startedAt = 0;

  start(x: number, now: number): void {
    this.startedAt = now;
    this.points = [[x, 0]];
  }

  add(x: number, now: number): void {
    const last = this.points.at(-1);
    if (last && last[0] === x) return;
    this.points.push([x, Math.max(0, Math.round(now - this.startedAt))]);
    if (this.points.length > MAX_TRAIL_POINTS) {
      const newest = this.points.at(-1)!;
      this.points = this.points.filter((_, index) => index % 2 === 0);
      if (this.points.at(-1) !== newest) this.points.push(newest);
    }
  }

  toJSON(): [number, number][] {
    return this.points.map(([x, t]) => [x, t]);
  }
}
