/**
 * Draws a cloned person: the idle-loop (or source-video) frame fitted to the layer box, then
 * the atlas mouth for the current VisemeFrame placed through that frame's similarity
 * transform. The atlas cells carry their own feathered alpha and were colour-matched to the
 * loop when the clone was trained, so drawing is one drawImage per frame (cheap at 720p).
 */
import { VISEME_FPS, type VisemeFrame } from '@orator/shared';
import type { Ctx2D } from '../canvas-types.ts';
import { fitImage } from '../layout.ts';
import type { AssetProvider, Box } from '../scene.ts';
import {
  composeSimilarity,
  loopFrameIndex,
  mouthOpacity,
  selectMouthCell,
  similarityScale,
  type CloneFace,
  type Similarity,
} from './clone-model.ts';

export interface CloneFrameInput {
  face: CloneFace;
  /** Layer box in the context's current coordinates. */
  box: Box;
  /** Time since the layer started. */
  localMs: number;
  /** Mouth track at VISEME_FPS from the layer start. */
  visemes: readonly VisemeFrame[];
}

/** Loop-video pixels -> layer coordinates for a video drawn with 'cover' into `box`. */
export function loopToLayer(face: CloneFace, box: Box): Similarity {
  const r = fitImage(face.loop.width, face.loop.height, box, 'cover');
  const k = r.dw / r.sw;
  return { a: k, b: 0, tx: r.dx - r.sx * k, ty: r.dy - r.sy * k };
}

/** Atlas pixels of a cell (its top-left at 0,0) -> canonical face space. */
function cellToCanonical(face: CloneFace): Similarity {
  const { atlas } = face;
  return { a: 1 / atlas.pixelsPerUnit, b: 0, tx: atlas.origin.x, ty: atlas.origin.y };
}

/** Draws one frame; returns false when the loop frame is not available (nothing drawn). */
export function paintCloneFrame(ctx: Ctx2D, assets: AssetProvider, input: CloneFrameInput): boolean {
  const { face, box, localMs, visemes } = input;
  const frame = assets.videoFrame(face.loopUrl, localMs);
  if (!frame) return false;
  const r = fitImage(frame.width, frame.height, box, 'cover');
  ctx.drawImage(frame, r.sx, r.sy, r.sw, r.sh, r.dx, r.dy, r.dw, r.dh);

  const trackIndex = Math.floor((localMs * VISEME_FPS) / 1000 + 1e-6);
  // Re-rendering a source video's mouth replaces it everywhere (its own mouth speaks the old
  // language); an idle loop shows its own resting mouth between sentences.
  const opacity = face.playback === 'once' ? 1 : mouthOpacity(visemes, trackIndex);
  const speech = visemes[trackIndex];
  const atlas = assets.image(face.atlasUrl);
  const loopFrame = face.loop.frames[loopFrameIndex(face.loop, face.playback, localMs)];
  if (opacity <= 0 || !atlas || !loopFrame) return true;
  const cell = selectMouthCell(face.atlas.cells, speech ?? { viseme: 'sil', openness: 0, rounding: 0 });
  if (!cell) return true;

  const t = composeSimilarity(loopToLayer(face, box), composeSimilarity(loopFrame, cellToCanonical(face)));
  const scale = similarityScale(t);
  const { cellWidth, cellHeight } = face.atlas;
  ctx.save();
  ctx.translate(t.tx, t.ty);
  ctx.rotate(Math.atan2(t.b, t.a));
  ctx.scale(scale, scale);
  ctx.globalAlpha *= opacity;
  ctx.drawImage(atlas, cell.x, cell.y, cellWidth, cellHeight, 0, 0, cellWidth, cellHeight);
  ctx.restore();
  return true;
}
