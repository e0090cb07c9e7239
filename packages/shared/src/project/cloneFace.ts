import { z } from 'zod';
import { STORAGE_PATHS } from '../api/storage.ts';
import { VISEMES } from '../viseme.ts';
import { photoFaceSchema } from './photoFace.ts';

const similaritySchema = z.object({ a: z.number().finite(), b: z.number().finite(), tx: z.number().finite(), ty: z.number().finite() });

/**
 * A cloned person on a digital-man element or a digital-human clip (issue 12 §2): the idle loop
 * video, the mouth atlas image and their geometry, as training stored them. The renderer
 * (@orator/scene clone-painter) plays the loop and pastes the atlas mouth for each viseme.
 * Mirrors @orator/scene's CloneFace.
 */
export const cloneFaceSchema = z.object({
  kind: z.literal('clone'),
  loopUrl: z.string().min(1),
  atlasUrl: z.string().min(1),
  loop: z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    fps: z.number().positive(),
    frames: z.array(similaritySchema.nullable()),
  }),
  atlas: z.object({
    cellWidth: z.number().int().positive(),
    cellHeight: z.number().int().positive(),
    pixelsPerUnit: z.number().positive(),
    origin: z.object({ x: z.number().finite(), y: z.number().finite() }),
    cells: z.array(
      z.object({
        viseme: z.enum(VISEMES),
        openness: z.number(),
        rounding: z.number(),
        x: z.number(),
        y: z.number(),
      }),
    ),
  }),
  playback: z.enum(['repeat', 'once']),
});
export type CloneFace = z.infer<typeof cloneFaceSchema>;

/** What a digital man or clip shows instead of an illustrated avatar: a talking photo or a clone. */
export const manFaceSchema = z.discriminatedUnion('kind', [photoFaceSchema, cloneFaceSchema]);
export type ManFace = z.infer<typeof manFaceSchema>;

/** The training output a clone user avatar keeps in `details.clone` (storage keys relative to the owner). */
const cloneDetailsSchema = z.object({
  loopKey: z.string().min(1),
  atlasKey: z.string().min(1),
  loop: cloneFaceSchema.shape.loop,
  atlas: cloneFaceSchema.shape.atlas,
});

/** The face a project stores for a ready clone avatar (its `details`), or null when training left none. */
export function cloneManFace(details: Record<string, unknown>): CloneFace | null {
  const parsed = cloneDetailsSchema.safeParse(details['clone']);
  if (!parsed.success) return null;
  const { loopKey, atlasKey, loop, atlas } = parsed.data;
  return { kind: 'clone', loopUrl: STORAGE_PATHS.object(loopKey), atlasUrl: STORAGE_PATHS.object(atlasKey), loop, atlas, playback: 'repeat' };
}
