import { materialIdOf, type Frame, type ProjectComponent } from '@orator/shared';
import { useMemo, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { AudioQueue } from '../room/audioQueue.ts';
import { componentsOfNode, fitScale, scaleFrame } from '../room/components/frame.ts';
import { RoomCanvas } from '../room/components/RoomCanvas.tsx';
import type { RoomView } from '../room/components/roomView.ts';
import { useBoxSize } from '../room/components/useBoxSize.ts';
import { useMaterials } from './fields.tsx';
import type { ProjectDraft } from './useProjectDraft.ts';

type Drag = { id: string; mode: 'move' | 'resize'; startX: number; startY: number; frame: Frame };

/**
 * The project previewed at its size, scaled to fit, drawn by the room's own components (so the
 * preview is the room). Components of the node are selected by a click and moved or resized by
 * dragging (the corner handle); the result is rounded to whole project pixels.
 */
export function EditorStage({
  draft,
  size,
  nodeId,
  selectedId,
  onSelect,
  onFrame,
}: {
  draft: ProjectDraft;
  size: { width: number; height: number };
  nodeId: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onFrame: (id: string, frame: Frame) => void;
}) {
  const { ref: box, size: area } = useBoxSize<HTMLDivElement>();
  const [drag, setDrag] = useState<Drag | null>(null);
  const audio = useMemo(() => new AudioQueue(), []);
  const materials = useMaterials();

  const previews = useMemo(() => new Map((materials.data?.items ?? []).map((m) => [m.id, m.previewUrl])), [materials.data]);
  const view: RoomView = {
    project: { ...size, avatarId: draft.avatarId, inputBox: draft.inputBox, config: draft.config },
    audio,
    exchanges: [],
    state: 'ready',
    muted: false,
    language: draft.config.voice.language,
    latencyMs: null,
    actions: null,
    mediaUrl: (url) => {
      const id = materialIdOf(url);
      return id ? (previews.get(id) ?? '') : url;
    },
  };
  const scale = fitScale(size, { width: Math.max(0, area.width - 32), height: Math.max(0, area.height - 32) });
  const components = componentsOfNode(draft.config.components, nodeId);

  const begin = (event: ReactPointerEvent, component: ProjectComponent, mode: Drag['mode']) => {
    event.stopPropagation();
    event.preventDefault();
    onSelect(component.id);
    (event.target as Element).setPointerCapture(event.pointerId);
    setDrag({ id: component.id, mode, startX: event.clientX, startY: event.clientY, frame: component.frame });
  };
  const move = (event: ReactPointerEvent) => {
    if (!drag || scale <= 0) return;
    const dx = Math.round((event.clientX - drag.startX) / scale);
    const dy = Math.round((event.clientY - drag.startY) / scale);
    const { frame } = drag;
    onFrame(
      drag.id,
      drag.mode === 'move'
        ? { ...frame, x: frame.x + dx, y: frame.y + dy }
        : { ...frame, width: Math.max(10, frame.width + dx), height: Math.max(10, frame.height + dy) },
    );
  };

  return (
    <div className="ak-ed-stage" ref={box} data-testid="editor-stage">
      {scale > 0 && (
        <div className="ak-ed-stage-frame" onPointerMove={move} onPointerUp={() => setDrag(null)}>
          <div className="ak-ed-stage-content">
            <RoomCanvas view={view} nodeId={nodeId} scale={scale} />
          </div>
          {components.map((component) => (
            <div
              key={component.id}
              className={`ak-ed-handle ${component.id === selectedId ? 'ak-ed-selected' : ''}`}
              style={scaleFrame(component.frame, scale)}
              onPointerDown={(event) => begin(event, component, 'move')}
              data-testid="stage-component"
              data-type={component.props.type}
            >
              {component.id === selectedId && (
                <span className="ak-ed-resize" onPointerDown={(event) => begin(event, component, 'resize')} />
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
