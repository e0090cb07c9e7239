import type { FlowNode } from '@orator/shared';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { linkPath, linksOf, NODE_BOX } from './flowGraph.ts';

interface Drag {
  id: string;
  pointerX: number;
  pointerY: number;
  x: number;
  y: number;
  moved: boolean;
}

/** A press that moves less than this is a click (select), not a drag. */
const CLICK_SLOP = 3;

/**
 * The flow drawn as boxes with arrows (next: solid, error branch: dashed red, keyword routes:
 * dotted with their keywords). Press on a box selects it; dragging moves it, and the position is
 * kept when the pointer is released.
 */
export function FlowCanvas({
  nodes,
  selected,
  onSelect,
  onMove,
}: {
  nodes: readonly FlowNode[];
  selected: string | null;
  onSelect: (id: string | null) => void;
  onMove: (id: string, position: { x: number; y: number }) => void;
}) {
  const { t } = useTranslation('aiask');
  const drag = useRef<Drag | null>(null);
  const [dragged, setDragged] = useState<{ id: string; x: number; y: number } | null>(null);
  const positionOf = (node: FlowNode) => (dragged?.id === node.id ? dragged : node.position);
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const width = Math.max(720, ...nodes.map((node) => positionOf(node).x + NODE_BOX.width + 80));
  const height = Math.max(420, ...nodes.map((node) => positionOf(node).y + NODE_BOX.height + 60));

  const press = (event: PointerEvent<SVGGElement>, node: FlowNode) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { id: node.id, pointerX: event.clientX, pointerY: event.clientY, ...node.position, moved: false };
  };
  const move = (event: PointerEvent<SVGGElement>) => {
    const current = drag.current;
    if (!current) return;
    const dx = event.clientX - current.pointerX;
    const dy = event.clientY - current.pointerY;
    if (!current.moved && Math.hypot(dx, dy) < CLICK_SLOP) return;
    current.moved = true;
    setDragged({ id: current.id, x: Math.max(0, Math.round(current.x + dx)), y: Math.max(0, Math.round(current.y + dy)) });
  };
  const release = () => {
    const current = drag.current;
    drag.current = null;
    if (!current) return;
    if (current.moved && dragged) onMove(current.id, { x: dragged.x, y: dragged.y });
    else onSelect(current.id);
    setDragged(null);
  };

  return (
    <div className="ak-flow-canvas" data-testid="flow-canvas">
      <svg width={width} height={height} onPointerDown={() => onSelect(null)} role="img" aria-label={t('flow.title')}>
        <defs>
          {(['next', 'onError', 'route'] as const).map((kind) => (
            <marker
              key={kind}
              id={`ak-flow-arrow-${kind}`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" className={`ak-flow-arrow ak-flow-arrow-${kind}`} />
            </marker>
          ))}
        </defs>
        {linksOf(nodes).map((link, i) => {
          const from = byId.get(link.from);
          const to = byId.get(link.to);
          if (!from || !to) return null;
          const a = positionOf(from);
          const b = positionOf(to);
          return (
            <g key={`${link.from}-${link.to}-${link.kind}-${i}`} data-testid="flow-link">
              <path
                d={linkPath(a, b)}
                className={`ak-flow-link ak-flow-link-${link.kind}`}
                markerEnd={`url(#ak-flow-arrow-${link.kind})`}
              />
              {link.label && (
                <text x={(a.x + NODE_BOX.width + b.x) / 2} y={(a.y + b.y) / 2 + NODE_BOX.height / 2 - 6} className="ak-flow-link-label">
                  {link.label.length > 24 ? `${link.label.slice(0, 23)}…` : link.label}
                </text>
              )}
            </g>
          );
        })}
        {nodes.map((node) => {
          const { x, y } = positionOf(node);
          return (
            <g
              key={node.id}
              transform={`translate(${x} ${y})`}
              className={`ak-flow-node ak-flow-node-${node.config.type}${node.id === selected ? ' is-selected' : ''}`}
              onPointerDown={(event) => press(event, node)}
              onPointerMove={move}
              onPointerUp={release}
              data-testid="flow-node"
              data-node-id={node.id}
            >
              <rect width={NODE_BOX.width} height={NODE_BOX.height} rx={10} />
              <text x={12} y={24} className="ak-flow-node-type">
                {t(`flow.types.${node.config.type}`)}
              </text>
              <text x={12} y={46} className="ak-flow-node-name">
                {node.name.length > 20 ? `${node.name.slice(0, 19)}…` : node.name}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="ak-flow-legend">
        {(['next', 'onError', 'route'] as const).map((kind) => (
          <span key={kind} className={`ak-flow-legend-${kind}`}>
            {t(`flow.legend.${kind}`)}
          </span>
        ))}
      </div>
    </div>
  );
}
