import { z } from 'zod';

/**
 * The materials contract (spec §2 material screen, §9 bulk material add): images, videos and
 * audio a user keeps for conversational projects. The bytes live in the caller's object storage
 * (so the storage quota and upload rules apply: images jpg/png up to 100 MB, videos mp4/mov/webm up
 * to 100 MB, audio mp3/wav up to 50 MB, checked by content); capacity is that quota.
 * A material used by a project cannot be deleted (`materialLinked`). Base `/aiask/avatar/`.
 */
const avatar = (path: string) => `/aiask/avatar/${path}`;

export const MATERIAL_PATHS = {
  /** GET MaterialQuery -> Page<Material> (newest first) */
  page: avatar('material/page'),
  /**
   * POST multipart: files `file` (1..BULK_MATERIAL_MAX; more answers `tooManyFiles`) -> MaterialUploadResult.
   * Each file is judged alone: good ones are stored, each refused one is listed with its message.
   */
  upload: avatar('file/upload/file'),
  /** GET ?id -> null; `materialLinked` (409) while a project uses it */
  delete: avatar('material/delete'),
  /** GET -> MaterialCapacity (the caller's storage: used / total) */
  capacity: avatar('material/capacity'),
} as const;

export const MATERIAL_KINDS = ['image', 'video', 'audio'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

export const Material = z.object({
  id: z.string(),
  kind: z.enum(MATERIAL_KINDS),
  name: z.string(),
  sizeBytes: z.number(),
  /** The storage URL (`/oss/orator/...`), what a project stores. */
  url: z.string(),
  /** A signed link for <img>/<video>/<audio> preview, valid until previewExpiresAt (10 minutes). */
  previewUrl: z.string(),
  previewExpiresAt: z.string(),
  createdAt: z.string(),
  /** Projects using it; deleting is refused while above 0. */
  linkedProjectCount: z.number(),
});
export type Material = z.infer<typeof Material>;

export const MaterialQuery = z.object({
  kind: z.enum(MATERIAL_KINDS).optional(),
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type MaterialQuery = z.input<typeof MaterialQuery>;

export const MaterialUploadResult = z.object({
  items: z.array(Material),
  /** Files refused, with the message in the caller's language. */
  failed: z.array(z.object({ name: z.string(), message: z.string() })),
});
export type MaterialUploadResult = z.infer<typeof MaterialUploadResult>;

export const MaterialCapacity = z.object({ usedBytes: z.number(), totalBytes: z.number() });
export type MaterialCapacity = z.infer<typeof MaterialCapacity>;

export const MaterialIdQuery = z.object({ id: z.string().min(1).max(100) });
