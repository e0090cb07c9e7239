import type { NewBinClip } from '../model/binItems.ts';

/**
 * The bin item being dragged onto the timeline. HTML drag data can only carry strings, and
 * some items need a request before they can become a clip (an avatar's gating check, a
 * stock asset copied into the user's storage), so the drag carries a resolver instead.
 */
export type ClipResolver = () => Promise<NewBinClip | null>;

let pending: ClipResolver | null = null;

export const BIN_DRAG_TYPE = 'application/x-orator-bin-item';

export function startBinDrag(event: React.DragEvent, resolve: ClipResolver): void {
  pending = resolve;
  event.dataTransfer.effectAllowed = 'copy';
  event.dataTransfer.setData(BIN_DRAG_TYPE, '1');
}

export function isBinDrag(event: React.DragEvent): boolean {
  return event.dataTransfer.types.includes(BIN_DRAG_TYPE);
}

/** Takes the dragged item (once). */
export function takeBinDrag(): ClipResolver | null {
  const resolve = pending;
  pending = null;
  return resolve;
}
