import {
  clipEnd,
  moveClip,
  pixelsToTime,
  snapToFrame,
  trimEnd,
  trimStart,
  type Clip,
  type TimelineCommand,
  type TimelineState,
} from '@orator/shared';

/**
 * A pointer drag on a clip -> the model command it means (pure). Body drags move, edge
 * drags trim. Times snap to 40 ms frames (the model rounds too) and, within a few pixels,
 * to the playhead and to other clips' edges, as editors do.
 */
export type DragMode = 'move' | 'trimStart' | 'trimEnd';

export interface ClipDrag {
  mode: DragMode;
  clipUuid: string;
  trackUuid: string;
  startTime: number;
  duration: number;
}

/** How close (screen px) an edge must come to a target to stick to it. */
export const SNAP_DISTANCE_PX = 8;

/** The nearest target within `thresholdMs`, else the time itself. */
export function snapToTargets(ms: number, targets: readonly number[], thresholdMs: number): number {
  let best = ms;
  let bestDistance = thresholdMs;
  for (const target of targets) {
    const distance = Math.abs(target - ms);
    if (distance <= bestDistance) {
      best = target;
      bestDistance = distance;
    }
  }
  return best;
}

/** Edges a dragged clip may stick to: 0, the playhead, and every other clip's start and end. */
export function snapTargets(state: TimelineState, clipUuid: string, playheadMs: number): number[] {
  const targets = [0, playheadMs];
  for (const track of state.tracks) {
    for (const clip of track.infos) {
      if (clip.uuid !== clipUuid) targets.push(clip.startTime, clipEnd(clip));
    }
  }
  return targets;
}

/** Where the dragged clip would be after moving the pointer by `deltaPx` (for drawing the drag). */
export function draggedSpan(
  drag: ClipDrag,
  deltaPx: number,
  zoom: number,
  targets: readonly number[],
): Pick<Clip, 'startTime' | 'duration'> {
  const deltaMs = Math.sign(deltaPx) * pixelsToTime(Math.abs(deltaPx), zoom);
  const threshold = pixelsToTime(SNAP_DISTANCE_PX, zoom);
  const end = drag.startTime + drag.duration;
  if (drag.mode === 'move') {
    const raw = Math.max(0, drag.startTime + deltaMs);
    // Stick by whichever edge lands nearer a target.
    const startShift = snapToTargets(raw, targets, threshold) - raw;
    const endShift = snapToTargets(raw + drag.duration, targets, threshold) - (raw + drag.duration);
    const useStart = startShift !== 0 && (endShift === 0 || Math.abs(startShift) <= Math.abs(endShift));
    const start = raw + (useStart ? startShift : endShift);
    return { startTime: snapToFrame(Math.max(0, start)), duration: drag.duration };
  }
  if (drag.mode === 'trimStart') {
    const start = snapToFrame(snapToTargets(Math.max(0, drag.startTime + deltaMs), targets, threshold));
    return { startTime: start, duration: end - start };
  }
  const newEnd = snapToFrame(snapToTargets(end + deltaMs, targets, threshold));
  return { startTime: drag.startTime, duration: newEnd - drag.startTime };
}

/**
 * The command a finished drag dispatches, or null when the clip did not change. The model
 * decides whether it is allowed (overlap, track kind, source length).
 */
export function dragToCommand(
  drag: ClipDrag,
  deltaPx: number,
  zoom: number,
  targets: readonly number[],
  targetTrackUuid: string = drag.trackUuid,
): TimelineCommand | null {
  const span = draggedSpan(drag, deltaPx, zoom, targets);
  if (drag.mode === 'move') {
    const sameTrack = targetTrackUuid === drag.trackUuid;
    if (sameTrack && span.startTime === drag.startTime) return null;
    return moveClip(drag.clipUuid, span.startTime, sameTrack ? undefined : targetTrackUuid);
  }
  if (drag.mode === 'trimStart') return span.startTime === drag.startTime ? null : trimStart(drag.clipUuid, span.startTime);
  const end = span.startTime + span.duration;
  return end === drag.startTime + drag.duration ? null : trimEnd(drag.clipUuid, end);
}

/** Pixels a drag must travel before it counts (a click on a clip only selects it). */
export const DRAG_THRESHOLD_PX = 3;

export function isDrag(deltaX: number, deltaY: number): boolean {
  return Math.abs(deltaX) >= DRAG_THRESHOLD_PX || Math.abs(deltaY) >= DRAG_THRESHOLD_PX;
}

/** Width of the trim handles at a clip's edges, px; narrow clips keep a middle to grab. */
export function edgeHandlePx(clipWidthPx: number): number {
  return Math.min(8, Math.max(3, clipWidthPx / 4));
}

export function dragModeAt(offsetPx: number, clipWidthPx: number): DragMode {
  const handle = edgeHandlePx(clipWidthPx);
  if (offsetPx <= handle) return 'trimStart';
  if (offsetPx >= clipWidthPx - handle) return 'trimEnd';
  return 'move';
}
