/**
 * The square of a photo framed on its face (pure): centred on the 68 landmarks, this many face
 * widths wide. The talking photo's circle mode and the avatar thumbnails frame a photo the same way.
 */
import { distance, mean, type Point } from './geometry.ts';

/** A circle or thumbnail shows a square around the face this many face widths (jaw corner to corner) wide. */
export const FACE_SQUARE_SPAN = 2.3;

export interface FaceSquare {
  /** Centre of the square, in photo pixels. */
  centre: Point;
  /** Side of the square, in photo pixels. */
  side: number;
}

/** `landmarks`: the 68 points flat (x0, y0, ..., x67, y67) in photo pixels. */
export function faceSquare(landmarks: readonly number[], span = FACE_SQUARE_SPAN): FaceSquare {
  const points: Point[] = [];
  for (let i = 0; i + 1 < landmarks.length && points.length < 68; i += 2) points.push({ x: landmarks[i]!, y: landmarks[i + 1]! });
  const centre = mean(points);
  const faceWidth = distance(points[0]!, points[16]!);
  return { centre, side: Math.max(1, faceWidth * span) };
}
