import {
  TIMELINE_FRAME_MS,
  TIMELINE_PANEL_COUNT,
  TIMELINE_PANEL_STEP_MAX_MS,
  TIMELINE_PANEL_STEP_MIN_MS,
  TIMELINE_PANEL_WIDTH_PX,
  TIMELINE_ZOOM_MAX,
  TIMELINE_ZOOM_MIN,
} from '../../kernel/constants/timeline.ts';

/** Zoom 0 shows the finest ruler; each level widens the step by the same factor. */
export function clampZoom(zoom: number): number {
  return Math.min(TIMELINE_ZOOM_MAX, Math.max(TIMELINE_ZOOM_MIN, Math.round(zoom)));
}

/**
 * Time covered by one ruler panel at a zoom level: geometric from 400 ms (zoom 0) to
 * 7,200,000 ms (zoom 59), rounded to whole 40 ms frames. Every level is at least 72 ms
 * wider than the previous one, so the rounding keeps the mapping strictly increasing.
 */
export function panelStepMs(zoom: number): number {
  const level = clampZoom(zoom) - TIMELINE_ZOOM_MIN;
  const levels = TIMELINE_ZOOM_MAX - TIMELINE_ZOOM_MIN;
  const ratio = TIMELINE_PANEL_STEP_MAX_MS / TIMELINE_PANEL_STEP_MIN_MS;
  const raw = TIMELINE_PANEL_STEP_MIN_MS * ratio ** (level / levels);
  return Math.round(raw / TIMELINE_FRAME_MS) * TIMELINE_FRAME_MS;
}

export function timeToPixels(ms: number, zoom: number): number {
  return (ms / panelStepMs(zoom)) * TIMELINE_PANEL_WIDTH_PX;
}

/** Pixel offset to time, snapped to a 40 ms frame. */
export function pixelsToTime(px: number, zoom: number): number {
  const ms = (px / TIMELINE_PANEL_WIDTH_PX) * panelStepMs(zoom);
  return Math.max(0, Math.round(ms / TIMELINE_FRAME_MS) * TIMELINE_FRAME_MS);
}

/** The finest zoom at which `durationMs` fits into `panels` panels. */
export function zoomToFit(durationMs: number, panels: number = TIMELINE_PANEL_COUNT): number {
  for (let zoom = TIMELINE_ZOOM_MIN; zoom <= TIMELINE_ZOOM_MAX; zoom++) {
    if (panelStepMs(zoom) * panels >= durationMs) return zoom;
  }
  return TIMELINE_ZOOM_MAX;
}
