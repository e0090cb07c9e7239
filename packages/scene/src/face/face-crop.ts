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

/** How a photo maps into a box: box pixel = offset + scale * photo pixel. */
export interface PhotoView {
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** The face's height fills this share of the box: a head-and-shoulders shot. */
const FACE_HEIGHT_SHARE = 1 / 3;
/** ... and never more than this share of its width (a wide, short box). */
const FACE_WIDTH_SHARE = 0.6;
/** The face's centre sits this far down the box, so the face fills its upper part with a little headroom. */
const FACE_CENTRE_DOWN = 0.34;
/** The forehead above the brows, in brow-to-chin distances (landmarks stop at the brows). */
const FOREHEAD = 0.35;

/**
 * Frames the face, not the photo (pure): scales so the face (forehead to chin) is a third of the
 * box's height, centres it in the upper part, and covers the whole box with the photo (no bars)
 * by cropping, sliding the crop where the face sits near the photo's edge. A landscape photo of a
 * person therefore fills a portrait frame with the face instead of a 50-pixel face between bars.
 */
export function faceFraming(
  landmarks: readonly number[],
  photo: { width: number; height: number },
  box: { left: number; top: number; width: number; height: number },
): PhotoView {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i + 1 < landmarks.length && xs.length < 68; i += 2) {
    xs.push(landmarks[i]!);
    ys.push(landmarks[i + 1]!);
  }
  const browTop = Math.min(...ys.slice(17, 27));
  const chin = Math.max(...ys.slice(0, 17));
  const top = browTop - (chin - browTop) * FOREHEAD;
  const faceHeight = Math.max(1, chin - top);
  const faceWidth = Math.max(1, Math.max(...xs.slice(0, 17)) - Math.min(...xs.slice(0, 17)));
  const fit = Math.min((box.height * FACE_HEIGHT_SHARE) / faceHeight, (box.width * FACE_WIDTH_SHARE) / faceWidth);
  const cover = Math.max(box.width / photo.width, box.height / photo.height);
  const scale = Math.max(fit, cover);
  const centreX = (Math.min(...xs.slice(0, 17)) + Math.max(...xs.slice(0, 17))) / 2;
  const centreY = (top + chin) / 2;
  const clamp = (v: number, low: number, high: number) => Math.min(high, Math.max(low, v));
  return {
    scale,
    offsetX: clamp(box.left + box.width / 2 - centreX * scale, box.left + box.width - photo.width * scale, box.left),
    offsetY: clamp(box.top + box.height * FACE_CENTRE_DOWN - centreY * scale, box.top + box.height - photo.height * scale, box.top),
  };
}
