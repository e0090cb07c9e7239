import type { FacePoint } from './types.ts';

/** Landmarks as the project model stores them: [x0, y0, x1, y1, ...] (136 numbers for 68 points). */
export function flattenLandmarks(points: readonly FacePoint[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}

export function unflattenLandmarks(flat: readonly number[]): FacePoint[] {
  if (flat.length % 2 !== 0) throw new Error('landmarks need an even count of numbers');
  const points: FacePoint[] = [];
  for (let i = 0; i < flat.length; i += 2) points.push({ x: flat[i] as number, y: flat[i + 1] as number });
  return points;
}
