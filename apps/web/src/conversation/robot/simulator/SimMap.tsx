import type { Body, Spot } from './body.ts';
import { MAP_HEIGHT, MAP_WIDTH } from './layout.ts';

/**
 * The simulated floor: the task's points joined in walking order, the charging point, the point the
 * robot heads for, and the robot (its colour follows the battery).
 */
export function SimMap({
  body,
  path,
  chargingPoint,
  place,
  mapName,
}: {
  body: Body;
  path: string[];
  chargingPoint: string | null;
  place: (point: string) => Spot;
  mapName: string;
}) {
  const names = [...new Set([...path, ...(chargingPoint ? [chargingPoint] : []), ...(body.walkingTo ? [body.walkingTo] : [])])];
  const route = path.map((point) => place(point));
  const color = body.battery > 50 ? '#2f9e5b' : body.battery > 20 ? '#e8a33a' : '#d9412b';
  return (
    <svg className="rb-sim-map" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} data-testid="sim-map">
      {mapName && (
        <text x={10} y={18} fontSize={12} fill="#778">
          {mapName}
        </text>
      )}
      {route.length > 1 && (
        <polyline points={route.map((s) => `${s.x},${s.y}`).join(' ')} fill="none" stroke="#b9c6d8" strokeWidth={2} strokeDasharray="6 5" />
      )}
      {names.map((name) => {
        const spot = place(name);
        const charging = name === chargingPoint;
        const heading = name === body.walkingTo;
        return (
          <g key={name} data-testid="sim-point" data-name={name}>
            {charging ? (
              <rect
                x={spot.x - 11}
                y={spot.y - 11}
                width={22}
                height={22}
                rx={4}
                fill="#e6f6ec"
                stroke="#2f9e5b"
                strokeWidth={heading ? 3 : 1.5}
              />
            ) : (
              <circle cx={spot.x} cy={spot.y} r={9} fill="#fff" stroke={heading ? '#1677ff' : '#8a9bb3'} strokeWidth={heading ? 3 : 1.5} />
            )}
            {charging && (
              <text x={spot.x} y={spot.y + 4} fontSize={12} textAnchor="middle" fill="#2f9e5b">
                ⚡
              </text>
            )}
            <text x={spot.x} y={spot.y + 26} fontSize={12} textAnchor="middle" fill="#334">
              {name}
            </text>
          </g>
        );
      })}
      <g data-testid="sim-robot" transform={`translate(${body.at.x},${body.at.y})`}>
        <circle r={13} fill={color} opacity={0.9} />
        <circle r={13} fill="none" stroke="#fff" strokeWidth={2} />
        <text y={4} fontSize={10} textAnchor="middle" fill="#fff">
          {Math.floor(body.battery)}
        </text>
      </g>
    </svg>
  );
}
