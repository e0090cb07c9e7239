import { z } from 'zod';
import { ratioSchema } from '../project/screen.ts';
import { SCRIPT_SOURCES, SLIDE_ROLES } from '../wizards/ppt.ts';
import { SCRIPT_SCENARIOS, SCRIPT_TONES } from '../wizards/script.ts';
import { ComposeOptions } from './video.ts';

/**
 * The PPT-to-video wizard (product-rules#wizards-ppt; spec §7 ppt/to/image/v2, ppt/images,
 * man/wps/compose/video). A deck is uploaded and converted by a job (LibreOffice, pdftoppm);
 * its slides are read back, then pages are chosen and a PptLamination project is created.
 */
export const PPT_PATHS = {
  /** POST multipart/form-data `file` (PPTX, PPT or ODP) -> PptConversionStarted (follow the job at JOB_PATHS.job) */
  convert: '/manprocess/ppt/to/image/v2',
  /** GET { jobId } -> PptConversion (the slide images and texts of a conversion; converting until its job ends) */
  images: '/manprocess/ppt/images',
  /** POST PptScriptsBody -> PptScripts (smart scripts: the language model when configured, else composed offline) */
  scripts: '/manprocess/ppt/scripts',
  /** POST PptCreateBody -> VideoProject (a PptLamination project that opens in the page editor) */
  create: '/manprocess/ppt/project/create',
  /** POST PptComposeBody -> ComposeResult (create the project, then compose it at once) */
  compose: '/manprocess/man/wps/compose/video',
} as const;

/** The queue of the conversion job. */
export const PPT_CONVERT_QUEUE = 'ppt-convert';

export const PptConversionStarted = z.object({ jobId: z.string(), fileName: z.string() });
export type PptConversionStarted = z.infer<typeof PptConversionStarted>;

export const PptSlide = z.object({
  /** 0-based position among the deck's shown slides. */
  index: z.number().int().nonnegative(),
  /** The slide image as stored in the owner's storage (what the project's background uses). */
  imageUrl: z.string(),
  /** A signed link for showing the image now (10 minutes). */
  previewUrl: z.string(),
  width: z.number(),
  height: z.number(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  notes: z.string(),
});
export type PptSlide = z.infer<typeof PptSlide>;

export const PptImagesQuery = z.object({ jobId: z.string().min(1).max(100) });

export const PptConversion = z.object({
  jobId: z.string(),
  state: z.enum(['converting', 'ready']),
  /** 0..100 while converting. */
  progress: z.number(),
  fileName: z.string(),
  /** Project ratio nearest the slides' shape (set when ready). */
  ratio: ratioSchema.nullable(),
  slides: z.array(PptSlide),
});
export type PptConversion = z.infer<typeof PptConversion>;

const PptPageChoice = z.object({
  /** PptSlide.index */
  slideIndex: z.number().int().nonnegative(),
  role: z.enum(SLIDE_ROLES).default('content'),
  source: z.enum(SCRIPT_SOURCES).default('smart'),
  /** The edited script; absent = composed from the source. */
  script: z.string().max(5000, 'illegalInput').optional(),
});
type PptPageChoice = z.input<typeof PptPageChoice>;

export const PptCreateBody = z.object({
  jobId: z.string().min(1).max(100),
  projectName: z.string().trim().min(1, 'nameRequired').max(200).optional(),
  pages: z.array(PptPageChoice).max(1000),
  tone: z.enum(SCRIPT_TONES).default('friendly'),
  scenario: z.enum(SCRIPT_SCENARIOS).default('speech'),
  /** Catalogue avatar id; absent = a free default presenter. */
  avatarId: z.string().max(200).optional(),
  /** Catalogue voice id; absent = the default voice of the slides' language. */
  voiceId: z.string().max(200).optional(),
  subtitles: z.boolean().default(true),
});
export type PptCreateBody = z.input<typeof PptCreateBody>;

export const PptComposeBody = PptCreateBody.extend(ComposeOptions.shape);
export type PptComposeBody = z.input<typeof PptComposeBody>;

export const PptScriptsBody = z.object({
  jobId: z.string().min(1).max(100),
  tone: z.enum(SCRIPT_TONES).default('friendly'),
  scenario: z.enum(SCRIPT_SCENARIOS).default('speech'),
  pages: z
    .array(z.object({ slideIndex: z.number().int().nonnegative(), role: z.enum(SLIDE_ROLES).default('content') }))
    .min(1, 'selectAtLeastOnePage')
    .max(1000),
});
export type PptScriptsBody = z.input<typeof PptScriptsBody>;

export const PptScripts = z.object({
  /** 'model': written by the configured language model; 'offline': composed from title and points. */
  mode: z.enum(['model', 'offline']),
  /** A language model is configured but failed; the scripts are the offline ones. */
  modelFailed: z.boolean(),
  scripts: z.array(z.object({ slideIndex: z.number(), script: z.string() })),
});
export type PptScripts = z.infer<typeof PptScripts>;
