import { formatTimelineTime, pixelsToTime, timeToPixels, TIMELINE_FRAME_MS, TIMELINE_PANEL_WIDTH_PX, type Clip } from '@orator/shared';

/**
 * Pointer and ruler math of the timeline (pure). The model owns the zoom -> panel step
 * mapping (product-rules#timeline: 50 px panels, 400 ms .. 7,200,000 ms per panel); this file only turns
 * screen positions into times and back.
 */

/** Minor ticks per ruler panel. */
const MINOR_TICKS_PER_PANEL = 5;
/** Time labels are about 70 px wide: one every second panel keeps them apart. */
const PANELS_PER_LABEL = 2;

/** Time under a pointer: `laneOriginX` is the lanes' left edge on screen, `scrollLeft` the scroll offset. */
export function pointerToTime(clientX: number, laneOriginX: number, scrollLeft: number, zoom: number): number {
  return pixelsToTime(Math.max(0, clientX - laneOriginX + scrollLeft), zoom);
}

/** A clip's horizontal box in lane pixels; at least 2 px so a one-frame clip stays visible. */
export function clipBox(clip: Pick<Clip, 'startTime' | 'duration'>, zoom: number): { left: number; width: number } {
  return { left: timeToPixels(clip.startTime, zoom), width: Math.max(2, timeToPixels(clip.duration, zoom)) };
}

export interface RulerTick {
  px: number;
  ms: number;
  major: boolean;
  label: string | null;
}

/**
 * Ticks between two lane pixel offsets: a major tick at every panel boundary (labelled every
 * second panel in hh:mm:ss.ff) and minor ticks between them.
 */
export function rulerTicks(zoom: number, fromPx: number, toPx: number): RulerTick[] {
  const minorPx = TIMELINE_PANEL_WIDTH_PX / MINOR_TICKS_PER_PANEL;
  const first = Math.max(0, Math.floor(fromPx / minorPx));
  const last = Math.ceil(toPx / minorPx);
  const ticks: RulerTick[] = [];
  for (let index = first; index <= last; index++) {
    const major = index % MINOR_TICKS_PER_PANEL === 0;
    const panel = index / MINOR_TICKS_PER_PANEL;
    const px = index * minorPx;
    const ms = pixelsToTime(px, zoom);
    const labelled = major && panel % PANELS_PER_LABEL === 0;
    ticks.push({ px, ms, major, label: labelled ? formatTimelineTime(ms) : null });
  }
  return ticks;
}

/** Lane width: the timeline length plus room to drop clips after the end. */
export function laneWidthPx(lengthMs: number, zoom: number, viewportPx: number): number {
  return Math.max(viewportPx, Math.ceil(timeToPixels(lengthMs, zoom)) + TIMELINE_PANEL_WIDTH_PX * 4);
}

/** Steps the playhead by whole frames, never before 0. */
export function stepFrames(ms: number, frames: number): number {
  return Math.max(0, Math.round(ms / TIMELINE_FRAME_MS + frames) * TIMELINE_FRAME_MS);
}

/** Scroll offset that keeps `ms` at the same screen x after a zoom change. */
export function scrollKeepingTime(ms: number, screenOffsetPx: number, zoom: number): number {
  return Math.max(0, timeToPixels(ms, zoom) - screenOffsetPx);
}
