import { z } from 'zod';
import {
  COVER_FONT_SIZE_MAX,
  COVER_FONT_SIZE_MIN,
  COVER_STICKER_SIZE_MAX,
  COVER_STICKER_SIZE_MIN,
  COVER_STROKE_MAX,
  COVER_TITLE_MAX_CHARS,
} from '../constants/cover.ts';
import { ratioSchema } from '../project/screen.ts';
import { colorSchema, withRule } from '../../kernel/validation/schemas.ts';
import { fail, OK, type Rule } from '../../kernel/validation/result.ts';

/**
 * Cover editing of a finished video (product-rules#projects-cover): a cover document (background,
 * title, optional sticker) that THE scene renderer draws, in the editor's preview and on the server
 * for the stored cover. Paths hang off the project's own path.
 */
const project = (id: string) => `/manprocess/video/project/${encodeURIComponent(id)}/cover`;

export const COVER_PATHS = {
  /** GET -> CoverState */
  state: project,
  /** GET ?timeMs -> image/jpeg: the video's frame at that time (clamped to the video), at the video's size. */
  frame: (id: string, timeMs: number) => `${project(id)}/frame?timeMs=${Math.max(0, Math.round(timeMs))}`,
  /** POST CoverDocument -> CoverState: draws and stores the cover, which lists and shares then show. */
  save: (id: string) => `${project(id)}/save`,
  /** POST -> CoverState: back to the cover the render made. */
  reset: (id: string) => `${project(id)}/reset`,
} as const;

/** Where the web app edits a cover. */
export const coverEditorPath = (projectId: string) => `/main/coverEdit/${encodeURIComponent(projectId)}`;

/** A title of at most COVER_TITLE_MAX_CHARS characters (code points, so one Chinese character counts once). */
export const checkCoverTitle: Rule<string> = (text) => ([...text].length <= COVER_TITLE_MAX_CHARS ? OK : fail('coverTitleTooLong'));

export const CoverBackground = z.discriminatedUnion('kind', [
  /** The video's own frame at `timeMs`. */
  z.object({
    kind: z.literal('frame'),
    timeMs: z
      .number()
      .int()
      .min(0)
      .max(24 * 3600 * 1000),
  }),
  /** An image in the owner's storage (`/oss/...`): from My Assets or uploaded for this cover (JPEG/PNG, image upload rules). */
  z.object({ kind: z.literal('image'), url: z.string().min(1).max(1000), source: z.enum(['material', 'upload']) }),
]);
export type CoverBackground = z.infer<typeof CoverBackground>;

const COVER_ALIGNS = ['left', 'center', 'right'] as const;

export const CoverTitle = z.object({
  /** Empty = no title. Explicit newlines break lines. */
  text: withRule(z.string(), checkCoverTitle),
  /** A font key of the scene's fonts (SimHei, STSong, Arial...); unknown keys draw as SimHei. */
  fontFamily: z.string().min(1).max(60),
  fontSize: z.number().min(COVER_FONT_SIZE_MIN).max(COVER_FONT_SIZE_MAX),
  bold: z.boolean(),
  color: colorSchema,
  strokeColor: colorSchema.nullable(),
  strokeWidth: z.number().min(0).max(COVER_STROKE_MAX),
  align: z.enum(COVER_ALIGNS),
  /** Vertical centre of the title block, percent of the frame height (kept inside the frame). */
  verticalPercent: z.number().min(0).max(100),
});
export type CoverTitle = z.infer<typeof CoverTitle>;

export const CoverSticker = z.object({
  /** A stock illustration id (CATALOG_PATHS.stockFile('illustrations', id)). */
  id: z.string().min(1).max(100),
  /** Centre, percent of the frame width and height. */
  xPercent: z.number().min(0).max(100),
  yPercent: z.number().min(0).max(100),
  /** Square size, percent of the frame height. */
  sizePercent: z.number().min(COVER_STICKER_SIZE_MIN).max(COVER_STICKER_SIZE_MAX),
});
export type CoverSticker = z.infer<typeof CoverSticker>;

export const CoverDocument = z.object({
  background: CoverBackground,
  title: CoverTitle,
  sticker: CoverSticker.nullable(),
});
export type CoverDocument = z.infer<typeof CoverDocument>;

/** A new cover: the frame at a third of the video (past most fade-ins), a white title with a dark outline low in the frame. */
export function defaultCoverDocument(durationMs: number, title = ''): CoverDocument {
  return {
    background: { kind: 'frame', timeMs: Math.max(0, Math.round(durationMs / 3)) },
    title: {
      text: [...title].slice(0, COVER_TITLE_MAX_CHARS).join(''),
      fontFamily: 'SimHei',
      fontSize: 64,
      bold: true,
      color: '#ffffff',
      strokeColor: '#1f2937',
      strokeWidth: 4,
      align: 'center',
      verticalPercent: 78,
    },
    sticker: null,
  };
}

export const CoverFrameQuery = z.object({
  timeMs: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
});

export const CoverState = z.object({
  projectId: z.string(),
  projectName: z.string(),
  ratio: ratioSchema,
  /** The video's pixel size: frames and the stored cover have it. */
  width: z.number(),
  height: z.number(),
  durationMs: z.number(),
  /** What the lists show now. */
  coverUrl: z.string().nullable(),
  /** The cover the render made ("Reset to original cover"). */
  originalCoverUrl: z.string().nullable(),
  /** The document of the current edited cover; null while the render's cover is shown. */
  document: CoverDocument.nullable(),
});
export type CoverState = z.infer<typeof CoverState>;
