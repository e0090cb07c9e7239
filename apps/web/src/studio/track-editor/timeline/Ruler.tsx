import { useMemo } from 'react';
import { rulerTicks } from '../model/geometry.ts';

/** The time ruler: panel ticks with hh:mm:ss.ff labels, only for the visible stretch. */
export function Ruler({
  zoom,
  fromPx,
  toPx,
  width,
  onPointerDown,
}: {
  zoom: number;
  fromPx: number;
  toPx: number;
  width: number;
  onPointerDown(event: React.PointerEvent<HTMLDivElement>): void;
}) {
  const ticks = useMemo(() => rulerTicks(zoom, fromPx, toPx), [zoom, fromPx, toPx]);
  return (
    <div className="te-ruler" style={{ width }} onPointerDown={onPointerDown} data-testid="timeline-ruler">
      {ticks.map((tick) => (
        <span key={tick.px} className={`te-tick${tick.major ? ' is-major' : ''}`} style={{ left: tick.px }}>
          {tick.label && <span className="te-tick-label">{tick.label}</span>}
        </span>
      ))}
    </div>
  );
}
