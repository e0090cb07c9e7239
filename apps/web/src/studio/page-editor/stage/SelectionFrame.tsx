import type { PointerEvent as ReactPointerEvent } from 'react';
import { overlayStyle } from './elementBoxes.ts';
import { RESIZE_HANDLES, type PlacedBox, type ResizeHandle } from '../geometry/stageGeometry.ts';

interface Props {
  box: PlacedBox;
  /** Screen pixels per page unit. */
  scale: number;
  onHandle(kind: 'resize' | 'rotate', handle: ResizeHandle | null, event: ReactPointerEvent): void;
}

/** The selected element's outline with eight resize handles and a rotate handle above it. */
export function SelectionFrame({ box, scale, onHandle }: Props) {
  return (
    <div className="selection-frame" style={overlayStyle(box, scale)} data-testid="selection-frame">
      {RESIZE_HANDLES.map((handle) => (
        <span key={handle} className={`selection-handle handle-${handle}`} onPointerDown={(event) => onHandle('resize', handle, event)} />
      ))}
      <span className="selection-rotate" onPointerDown={(event) => onHandle('rotate', null, event)} data-testid="rotate-handle" />
    </div>
  );
}
