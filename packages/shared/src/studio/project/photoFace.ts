import { z } from 'zod';

/** 68 face landmarks stored flat: x0, y0, ..., x67, y67. */
const PHOTO_FACE_LANDMARK_NUMBERS = 136;

/**
 * A talking photo on a digital-man element (manType 'PHOTO') or a digital-human-photo clip:
 * the photo, its pixel size and the landmarks found on it (in those pixels). The renderer
 * animates the photo from them; @orator/faces detects them at upload.
 */
export const photoFaceSchema = z.object({
  kind: z.literal('photo'),
  imageUrl: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  landmarks: z.array(z.number().finite()).length(PHOTO_FACE_LANDMARK_NUMBERS),
});
export type PhotoFace = z.infer<typeof photoFaceSchema>;
