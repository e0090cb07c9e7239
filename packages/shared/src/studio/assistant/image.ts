/**
 * The image assistant's contract (issue 15 §4 "Image", product-rules#assistant): a prompt becomes up
 * to four pictures, through an OpenAI-compatible images model when one is configured, otherwise
 * composed offline from the illustration library by the scene renderer. Each picture costs one
 * of the allowance's images; a picture is kept for a day until saved to My Assets.
 */
import { z } from 'zod';
import { Allowance } from './api.ts';
import { checkPrompt } from './options.ts';

const coreprocess = (path: string) => `/coreprocess/api/assistant/${path}`;

export const IMAGE_PATHS = {
  /** POST ImageRequest -> ImageResult; 'Illegal input' (400), imageCountUsedUp (400), imageModelFailed (502) */
  generate: coreprocess('image/assistant/vip'),
  /** GET -> the PNG/JPEG bytes of one of the caller's generated pictures (404 for anyone else's or an expired one) */
  file: (id: string) => coreprocess(`image/file/${id}`),
  /** POST SaveImageRequest -> SavedImage (an image in My Assets, counted against the storage quota) */
  save: coreprocess('image/save'),
} as const;

/** The three picture shapes: square, landscape (a background of a 16:9 page), portrait (9:16). */
export const IMAGE_RATIOS = ['1:1', '16:9', '9:16'] as const;
export type ImageRatio = (typeof IMAGE_RATIOS)[number];

/** Most pictures one request makes (and so reserves from the allowance). */
export const IMAGE_COUNT_MAX = 4;
/** A picture's description fits a paragraph. */
export const IMAGE_PROMPT_MAX_CHARS = 400;
/** The optional title an offline composition writes on the picture. */
export const IMAGE_TITLE_MAX_CHARS = 40;
/** How long a generated picture is kept for its owner before it must be saved. */
export const GENERATED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000;

/** Who made a picture: the configured images model, or the offline composer (library illustrations). */
const IMAGE_GENERATORS = ['model', 'offline'] as const;
export type ImageGenerator = (typeof IMAGE_GENERATORS)[number];

export const ImageRequest = z.object({
  /** What to picture (required: the prompt rule, at most IMAGE_PROMPT_MAX_CHARS). */
  prompt: z
    .string()
    .max(IMAGE_PROMPT_MAX_CHARS * 2, 'illegalInput')
    .refine((value) => value.trim() !== '' && checkPrompt(value, IMAGE_PROMPT_MAX_CHARS).ok, 'illegalInput'),
  ratio: z.enum(IMAGE_RATIOS).default('1:1'),
  count: z.number().int().min(1).max(IMAGE_COUNT_MAX).default(1),
  /** Offline compositions write it on the picture; the model is asked to. Empty = none. */
  title: z
    .string()
    .max(IMAGE_TITLE_MAX_CHARS * 2, 'illegalInput')
    .default('')
    .refine((value) => checkPrompt(value, IMAGE_TITLE_MAX_CHARS).ok, 'illegalInput'),
  /** Another seed gives other offline variants of the same prompt ("More like this"). */
  seed: z.number().int().min(0).max(1_000_000).default(0),
});
export type ImageRequest = z.input<typeof ImageRequest>;

export const GeneratedImage = z.object({
  id: z.string(),
  /** IMAGE_PATHS.file(id): read with the session (the web turns it into an object URL). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
  /** Offline: the library illustrations the composition used (ids), so the user knows what it is made of. */
  illustrations: z.array(z.string()),
  /** When the kept picture goes unless saved (ISO). */
  expiresAt: z.string(),
});
export type GeneratedImage = z.infer<typeof GeneratedImage>;

export const ImageResult = z.object({
  images: z.array(GeneratedImage),
  generator: z.enum(IMAGE_GENERATORS),
  /** Images taken from the allowance (one per picture made). */
  charged: z.number().int(),
  allowance: Allowance,
});
export type ImageResult = z.infer<typeof ImageResult>;

export const SaveImageRequest = z.object({
  id: z.string().uuid(),
  /** The file name in My Assets (without extension); defaults to the prompt's first words. */
  name: z.string().trim().max(80).default(''),
});
export type SaveImageRequest = z.input<typeof SaveImageRequest>;

export const SavedImage = z.object({
  /** The storage key (My Assets lists it with the user's images). */
  key: z.string(),
  /** The storage URL a project stores (`/oss/orator/...`). */
  url: z.string(),
  name: z.string(),
  materialId: z.string(),
});
export type SavedImage = z.infer<typeof SavedImage>;

/** Pixel sizes of an offline composition per ratio (720p, the editor's base size scaled). */
export const COMPOSITION_SIZES: Record<ImageRatio, { width: number; height: number }> = {
  '1:1': { width: 720, height: 720 },
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
};
