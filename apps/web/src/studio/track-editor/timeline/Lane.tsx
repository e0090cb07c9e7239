import { trackKindOf, type Clip, type Track } from '@orator/shared';
import { clipBox } from '../model/geometry.ts';
import { draggedSpan } from '../model/drag.ts';
import { isBinDrag } from '../bin/binDrag.ts';
import { ClipBlock } from './ClipBlock.tsx';
import type { ActiveDrag } from './useClipDrag.ts';

/**
 * One track's lane. While a clip is dragged it is drawn at its would-be place: on this lane
 * when the pointer is over it, faded at its origin when it is being moved elsewhere.
 */
export function Lane({
  track,
  zoom,
  width,
  selectedClipUuid,
  selected,
  drag,
  draggedClip,
  onClipPointerDown,
  onEmptyPointerDown,
  onDropItem,
}: {
  track: Track;
  zoom: number;
  width: number;
  selectedClipUuid: string | null;
  selected: boolean;
  drag: ActiveDrag | null;
  draggedClip: Clip | null;
  onClipPointerDown(event: React.PointerEvent<HTMLElement>, clip: Clip, trackUuid: string): void;
  onEmptyPointerDown(event: React.PointerEvent<HTMLDivElement>, trackUuid: string): void;
  onDropItem(event: React.DragEvent<HTMLDivElement>, trackUuid: string): void;
}) {
  const moving = drag?.moved ? drag : null;
  const acceptsDrop = moving && draggedClip && trackKindOf(draggedClip.sourceType) === trackKindOf(track.type);
  const isTarget = moving?.targetTrackUuid === track.uuid;
  const ghost = isTarget && draggedClip && moving.drag.trackUuid !== track.uuid ? draggedClip : null;

  const placed = (clip: Clip) => {
    if (moving?.drag.clipUuid !== clip.uuid) return { box: clipBox(clip, zoom), state: 'idle' as const };
    if (moving.drag.mode === 'move' && moving.targetTrackUuid !== track.uuid) return { box: clipBox(clip, zoom), state: 'origin' as const };
    return { box: clipBox(draggedSpan(moving.drag, moving.deltaPx, zoom, moving.targets), zoom), state: 'dragging' as const };
  };

  return (
    <div
      className={`te-lane${selected ? ' is-selected' : ''}${track.isChecked ? '' : ' is-off'}${isTarget ? (acceptsDrop ? ' is-drop' : ' is-refused') : ''}`}
      style={{ width }}
      data-lane-uuid={track.uuid}
      data-testid="timeline-lane"
      onPointerDown={(event) => onEmptyPointerDown(event, track.uuid)}
      onDragOver={(event) => {
        if (!isBinDrag(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDrop={(event) => onDropItem(event, track.uuid)}
    >
      {track.infos.map((clip) => {
        const { box, state } = placed(clip);
        return (
          <ClipBlock
            key={clip.uuid}
            clip={clip}
            left={box.left}
            width={box.width}
            selected={clip.uuid === selectedClipUuid}
            state={state}
            onPointerDown={(event) => onClipPointerDown(event, clip, track.uuid)}
          />
        );
      })}
      {ghost && moving && (
        <ClipBlock
          clip={ghost}
          {...clipBox(draggedSpan(moving.drag, moving.deltaPx, zoom, moving.targets), zoom)}
          selected
          state="dragging"
          onPointerDown={() => undefined}
        />
      )}
    </div>
  );
}
