/** The batch-synthesis API contract (product-rules#wizards-batch), shared by the server and the web wizard. */
import { z } from 'zod';
import { resolutionSchema } from '../project/kinds.ts';
import { videoStateSchema } from '../project/states.ts';
import { BATCH_ITEM_STATES, BATCH_MAX_ROWS, BATCH_PRIORITIES, BATCH_STATES } from './batch.ts';

const batch = (id: string) => `/manprocess/batch/${encodeURIComponent(id)}`;

export const BATCH_PATHS = {
  /** GET BatchBlankQuery -> the blank batch table (xlsx or CSV) whose columns are the templates' fields (spec §7). */
  blank: '/manprocess/model/model/batch/blank',
  /** GET -> BatchOptions: the caller's plan cap, resolutions and watermark choice */
  options: '/manprocess/batch/options',
  /** POST multipart `file` (xlsx or CSV) -> BatchImport */
  import: '/manprocess/batch/import',
  /** POST StartBatchBody -> BatchDetail (creates the child projects and composes each) */
  start: '/manprocess/batch/start',
  /** GET BatchListQuery -> Page<BatchSummary>, newest first */
  list: '/manprocess/batch/list',
  /** GET -> BatchDetail */
  batch,
  /** POST -> BatchDetail (composes the failed and cancelled children again) */
  retry: (id: string) => `${batch(id)}/retry`,
  /** POST -> BatchDetail (stops the children still waiting or rendering) */
  cancel: (id: string) => `${batch(id)}/cancel`,
  /** GET -> application/zip of the finished videos, streamed */
  download: (id: string) => `${batch(id)}/download`,
} as const;

export const BATCH_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export const BatchBlankQuery = z.object({
  /** One template id, or several separated by commas. */
  modelId: z.string().trim().min(1).max(2000),
  format: z.enum(['xlsx', 'csv']).default('xlsx'),
});

const cellValue = z.string().max(10_000);
const BatchRowSchema = z.record(z.string().regex(/^(dialogue|title|avatar|voice|background|text\d{1,2})$/), cellValue);

const BatchSettingsSchema = z.object({
  count: z.number().int().min(1).max(1000),
  priority: z.enum(BATCH_PRIORITIES).default('scriptFirst'),
  resolution: resolutionSchema.default('low'),
  watermark: z.boolean().default(true),
});

export const StartBatchBody = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(200).optional(),
  templateIds: z.array(z.string().min(1).max(100)).min(1).max(20),
  rows: z.array(BatchRowSchema).max(BATCH_MAX_ROWS * 2),
  settings: BatchSettingsSchema,
});
export type StartBatchBody = z.input<typeof StartBatchBody>;

export const BatchListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});

export const BatchOptions = z.object({
  tier: z.enum(['free', 'member', 'member4k']),
  maxVideos: z.number(),
  resolutions: z.array(resolutionSchema),
  watermarkOptional: z.boolean(),
});
export type BatchOptions = z.infer<typeof BatchOptions>;

export const BatchImport = z.object({
  columns: z.array(z.string()),
  rows: z.array(BatchRowSchema),
});
export type BatchImport = z.infer<typeof BatchImport>;

export const BatchItem = z.object({
  position: z.number(),
  /** Row of the table (blank rows dropped), 0-based. */
  row: z.number(),
  templateId: z.string(),
  /** The row's title, else the start of its dialogue. */
  label: z.string(),
  projectId: z.string().nullable(),
  state: z.enum(BATCH_ITEM_STATES),
  /** The child project's own state (null before it exists). */
  projectState: videoStateSchema.nullable(),
  progress: z.number(),
  /** Catalogue key and message of a refusal or a failed render (in the caller's language). */
  errorKey: z.string().nullable(),
  error: z.string().nullable(),
  videoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  durationMs: z.number().nullable(),
});
export type BatchItem = z.infer<typeof BatchItem>;

export const BatchSummary = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(BATCH_STATES),
  progress: z.number(),
  total: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  running: z.number(),
  settings: BatchSettingsSchema,
  templateIds: z.array(z.string()),
  createdAt: z.string(),
});
export type BatchSummary = z.infer<typeof BatchSummary>;

export const BatchDetail = BatchSummary.extend({ items: z.array(BatchItem) });
export type BatchDetail = z.infer<typeof BatchDetail>;
