import { z } from 'zod';
import { ratioSchema } from '../project/screen.ts';
import { resolutionSchema } from '../project/kinds.ts';
import { AvatarInfo } from './video.ts';
import { TemplateSummary } from './catalog.ts';

/**
 * The template ("model") paths of spec §7 that the wizards and editors read: one template by id,
 * the names for pickers, the caller's recently used templates, the page-style configuration and
 * the deployment's default presenter. Store and "my" templates share one id space (catalog.ts).
 */
export const MODEL_PATHS = {
  /** GET ?modelId= -> TemplateDetail */
  info: '/manprocess/model/model/info',
  /** GET TemplateNameQuery -> TemplateName[] (store and, when logged in, mine; filtered by ratio) */
  nameList: '/manprocess/model/model/name/list',
  /** POST RecentTemplateBody -> TemplateSummary[]: records modelId (when given) as used now; answers the newest first. */
  recentUsed: '/manprocess/model/recent/used',
  /** GET -> LaminationConfig: the page-style rules for the caller's plan. */
  laminationConfig: '/manprocess/model/param/sysconfig/query/lamination',
  /** GET ?language= -> DefaultPresenter */
  defaultAvatar: '/manprocess/avatar/man/oem/default',
} as const;

/** How many recently used templates a user keeps (older ones are pruned). */
export const RECENT_TEMPLATES_KEPT = 12;

export const ModelInfoQuery = z.object({ modelId: z.string().min(1).max(100) });

export const TemplateNameQuery = z.object({
  ratio: z.coerce.number().pipe(ratioSchema).optional(),
});
export const TemplateName = z.object({ id: z.string(), name: z.string(), ratio: ratioSchema, mine: z.boolean() });
export type TemplateName = z.infer<typeof TemplateName>;

export const RecentTemplateBody = z.object({ modelId: z.string().min(1).max(100).optional() });
export type RecentTemplateBody = z.input<typeof RecentTemplateBody>;
export const RecentTemplates = z.array(TemplateSummary);

export const LaminationConfig = z.object({
  /** Most pages the caller's plan allows (null = no plan limit). */
  maxPages: z.number().nullable(),
  /** Editing under this many pages is recommended (spec §5). */
  recommendedPages: z.number(),
  /** Each page's dubbing text needs at least this many characters. */
  dubbingMinChars: z.number(),
  /** Longest text or PPT video, ms. */
  maxVideoMs: z.number(),
  /** Most videos in one batch run for the caller's plan. */
  batchMaxVideos: z.number(),
  /** Export resolutions the caller's plan may choose. */
  resolutions: z.array(resolutionSchema),
  watermarkOptional: z.boolean(),
  /** Subtitle characters per line by ratio. */
  subtitleLineLength: z.record(z.string(), z.number()),
});
export type LaminationConfig = z.infer<typeof LaminationConfig>;

export const DefaultPresenterQuery = z.object({ language: z.string().max(20).default('en') });
export const DefaultPresenter = z.object({
  avatar: AvatarInfo,
  /** The voice for the asked language (null when no voice of it is installed). */
  voiceId: z.string().nullable(),
  language: z.string(),
});
export type DefaultPresenter = z.infer<typeof DefaultPresenter>;
