import { z } from 'zod';
import { STORAGE_PATHS } from '../../platform/api/storage.ts';
import { VISEMES } from '../viseme.ts';
import { avatarParamsSchema, type AvatarParams } from '../avatar/params.ts';
import { photoFaceSchema } from './photoFace.ts';

const similaritySchema = z.object({ a: z.number().finite(), b: z.number().finite(), tx: z.number().finite(), ty: z.number().finite() });

/**
 * A cloned person on a digital-man element or a digital-human clip (issue 12 §2): the idle loop
 * video, the mouth atlas image and their geometry, as training stored them. The renderer
 * (@orator/scene clone-painter) plays the loop and pastes the atlas mouth for each viseme.
 * Mirrors @orator/scene's CloneFace.
 */
const cloneFaceSchema = z.object({
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

/** An illustrated avatar the user designed: the scene draws these parameters instead of a catalogue avatar's. */
const designedFaceSchema = z.object({ kind: z.literal('designed'), params: avatarParamsSchema });
export type DesignedFace = z.infer<typeof designedFaceSchema>;

/** What a digital man or clip shows instead of a catalogue avatar: a talking photo, a clone or a designed avatar. */
export const manFaceSchema = z.discriminatedUnion('kind', [photoFaceSchema, cloneFaceSchema, designedFaceSchema]);
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
  return {
    kind: 'clone',
    loopUrl: STORAGE_PATHS.object(loopKey),
    atlasUrl: STORAGE_PATHS.object(atlasKey),
    loop,
    atlas,
    playback: 'repeat',
  };
}

/** The face a project stores for a designed avatar (its `details.design`), or null when they hold no valid design. */
export function designedManFace(details: Record<string, unknown>): DesignedFace | null {
  const parsed = avatarParamsSchema.safeParse(details['design']);
  return parsed.success ? { kind: 'designed', params: parsed.data } : null;
}

/** The design stored in a designed avatar's details, for the designer to edit. */
export function designOf(details: Record<string, unknown>): AvatarParams | null {
  return designedManFace(details)?.params ?? null;
}
