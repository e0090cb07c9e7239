import { z } from 'zod';
import { bgmElementSchema } from './elements.ts';
import { projectKindSchema, resolutionSchema } from './kinds.ts';
import { pageSchema } from './page.ts';
import { ratioSchema } from './screen.ts';
import { videoStateSchema } from './states.ts';
import { trackSchema } from './track.ts';

/** Text-driven pages speak their dubbing text; audio-driven pages play uploaded audio (product-rules#projects-pages). */
export const DRIVE_MODES = ['text', 'audio'] as const;
export type DriveMode = (typeof DRIVE_MODES)[number];

export const projectExtraSchema = z.object({
  sourceList: z.array(z.unknown()).default([]),
  videoStyle: z.string().optional(),
  figureInfo: z.record(z.string(), z.unknown()).optional(),
});

/** The video project (product-rules#projects-model). ProjectPage kinds use `ppts`; track kinds use `tracks`. */
export const projectSchema = z.object({
  id: z.string().min(1),
  projectName: z.string().trim().min(1),
  projectType: projectKindSchema,
  projectModelId: z.string().optional(),
  ratio: ratioSchema.default(0),
  userId: z.string().optional(),
  ppts: z.array(pageSchema).default([]),
  tracks: z.array(trackSchema).default([]),
  extra: projectExtraSchema.default({ sourceList: [] }),
  templateId: z.string().optional(),
  templateName: z.string().optional(),
  /** Music played under the whole video, across pages. */
  bgmGlobal: bgmElementSchema.nullable().default(null),
  pptSize: z.number().int().nonnegative().optional(),
  pptUrl: z.string().optional(),
  wpsFileId: z.string().optional(),
  wpsRedirectUrl: z.string().optional(),
  openingClipUrl: z.string().optional(),
  closingClipUrl: z.string().optional(),
  driveMode: z.enum(DRIVE_MODES).default('text'),
  /** True = the AI-generated watermark is drawn; only members may turn it off. */
  watermark: z.boolean().default(true),
  resolution: resolutionSchema.default('medium'),
  state: videoStateSchema.default('notSynthesized'),
});
export type Project = z.infer<typeof projectSchema>;
export type ProjectInput = z.input<typeof projectSchema>;
