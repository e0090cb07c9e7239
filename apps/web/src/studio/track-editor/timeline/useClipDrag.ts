import type { Clip } from '@orator/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { dragModeAt, dragToCommand, isDrag, snapTargets, type ClipDrag } from '../model/drag.ts';
import { useTrackEditor } from '../state/trackStore.ts';

export interface ActiveDrag {
  drag: ClipDrag;
  deltaPx: number;
  targetTrackUuid: string;
  moved: boolean;
  targets: number[];
}

/** The lane under a screen point (lanes carry data-lane-uuid). */
function laneAt(x: number, y: number): string | null {
  for (const element of document.elementsFromPoint(x, y)) {
    const lane = (element as HTMLElement).closest<HTMLElement>('[data-lane-uuid]');
    if (lane) return lane.dataset.laneUuid ?? null;
  }
  return null;
}

/**
 * Pointer drags on clips: select on press, then move (body) or trim (edges). The clip is
 * drawn where it would land; on release the model command runs, and a refusal leaves the
 * clip where it was (the store did not change) with the model's message.
 */
export function useClipDrag(): {
  active: ActiveDrag | null;
  start(event: React.PointerEvent<HTMLElement>, clip: Clip, trackUuid: string): void;
} {
  const [active, setActive] = useState<ActiveDrag | null>(null);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const current = useRef<ActiveDrag | null>(null);

  const update = (next: ActiveDrag | null) => {
    current.current = next;
    setActive(next);
  };

  const dragging = active !== null;
  useEffect(() => {
    if (!dragging) return;
    const onMove = (event: PointerEvent) => {
      const drag = current.current;
      const from = origin.current;
      if (!drag || !from) return;
      const deltaX = event.clientX - from.x;
      const moved = drag.moved || isDrag(deltaX, event.clientY - from.y);
      const lane = drag.drag.mode === 'move' ? laneAt(event.clientX, event.clientY) : null;
      update({ ...drag, deltaPx: deltaX, moved, targetTrackUuid: lane ?? drag.targetTrackUuid });
    };
    const onUp = () => {
      const drag = current.current;
      update(null);
      if (!drag?.moved) return;
      const zoom = useTrackEditor.getState().zoom;
      const command = dragToCommand(drag.drag, drag.deltaPx, zoom, drag.targets, drag.targetTrackUuid);
      if (command) useTrackEditor.getState().dispatch(command);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
    };
    // Listeners live for the whole drag and read the latest drag through the ref.
  }, [dragging]);

  const start = useCallback((event: React.PointerEvent<HTMLElement>, clip: Clip, trackUuid: string) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    const store = useTrackEditor.getState();
    store.selectClip(clip.uuid);
    store.transport?.pause();
    const rect = event.currentTarget.getBoundingClientRect();
    const mode = dragModeAt(event.clientX - rect.left, rect.width);
    const targets = store.history ? snapTargets(store.history.present, clip.uuid, store.playheadMs) : [];
    origin.current = { x: event.clientX, y: event.clientY };
    update({
      drag: { mode, clipUuid: clip.uuid, trackUuid, startTime: clip.startTime, duration: clip.duration },
      deltaPx: 0,
      targetTrackUuid: trackUuid,
      moved: false,
      targets,
    });
  }, []);

  return { active, start };
}
