import type { Spot } from './body.ts';

export const MAP_WIDTH = 600;
export const MAP_HEIGHT = 360;

/** A stable number for a name (FNV-1a), so a point keeps its place however many points are known. */
function hashOf(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * Tasks name their points but carry no coordinates (spec §3 "map (name)"), so the simulator draws
 * each point on an ellipse at an angle taken from its name; the charging point sits in the middle.
 */
export function spotOf(point: string, chargingPoint: string | null): Spot {
  if (point === chargingPoint) return { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 };
  const hash = hashOf(point);
  const angle = ((hash % 3600) / 3600) * 2 * Math.PI;
  const ring = 0.75 + ((hash >>> 12) % 100) / 400; // 0.75..1: points on one angle do not sit on top of each other
  return {
    x: MAP_WIDTH / 2 + Math.cos(angle) * (MAP_WIDTH / 2 - 50) * ring,
    y: MAP_HEIGHT / 2 + Math.sin(angle) * (MAP_HEIGHT / 2 - 40) * ring,
  };
}
