import { z } from 'zod';
import { ComposeOptions } from '../api/video.ts';
import { UserAvatar } from '../api/user-avatars.ts';
import { ratioSchema } from '../project/screen.ts';
import { CROP_ZOOM_MAX, CROP_ZOOM_MIN, PHOTO_LINES_MAX, PHOTO_ROLES_MAX } from './rules.ts';

/**
 * The talking photo (issue 12 §1; spec §2 photo-video wizard: upload photo, enter lines, compose).
 * Recognition and the photo tools run as jobs on PHOTO_TOOL_QUEUE (spec §4 states, each with
 * cancel at JOB_PATHS cancel); compose creates an ordinary page project rendered by the video module.
 */
export const PHOTO_PATHS = {
  /** POST multipart `file` (JPEG/PNG) -> PhotoJobStarted (face recognition job) */
  upload: '/manprocess/photo/upload',
  /** POST PhotoToolBody -> PhotoJobStarted (colour, high definition, crop) */
  tool: '/manprocess/photo/tool',
  /** GET { jobId } -> PhotoJob */
  job: '/manprocess/photo/job',
  /** POST multipart `file` (mp3/wav, at most 3 minutes) -> PhotoAudio */
  audio: '/manprocess/photo/audio',
  /** POST PhotoComposeBody -> ComposeResult (a page project with the photo avatar, composed at once) */
  compose: '/manprocess/photo/compose',
  /** The same compose under spec §7's name for photo projects (kind Itm, 'itm/cmp'). */
  itmCompose: '/manprocess/itm/cmp',
} as const;

export const PHOTO_TOOL_QUEUE = 'photo-tool';

/** Spec §4 photo tool states (image uploading happens in the browser, before a job exists). */
const PHOTO_STAGES = ['uploading', 'recognizing', 'colorizing', 'enhancing', 'cropping'] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];

export const CropRectSchema = z.object({
  x: z.number().int().nonnegative(),
  y: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

const CropAdjustSchema = z.object({
  zoom: z.number().min(CROP_ZOOM_MIN).max(CROP_ZOOM_MAX),
  dx: z.number().min(-1).max(1),
  dy: z.number().min(-1).max(1),
});

/** Spec §3 coverOptoins (sic: the product's field name): colour and enhance, plus the crop. */
export const PhotoOptions = z.object({
  color: z.boolean(),
  enhance: z.boolean(),
  /** Null = the whole photo; otherwise the face-centred crop with the user's adjustment. */
  crop: CropAdjustSchema.nullable(),
});
export type PhotoOptions = z.infer<typeof PhotoOptions>;
export const NO_PHOTO_OPTIONS: PhotoOptions = { color: false, enhance: false, crop: null };

export const PhotoToolBody = z.object({ avatarId: z.string().min(1).max(100), options: PhotoOptions });
export type PhotoToolBody = z.infer<typeof PhotoToolBody>;

export const PhotoJobStarted = z.object({ jobId: z.string(), stage: z.enum(PHOTO_STAGES) });
export type PhotoJobStarted = z.infer<typeof PhotoJobStarted>;

export const PhotoJobQuery = z.object({ jobId: z.string().min(1).max(100) });

export const PhotoJob = z.object({
  jobId: z.string(),
  state: z.enum(['running', 'done', 'failed', 'cancelled']),
  stage: z.enum(PHOTO_STAGES),
  progress: z.number(),
  /** The avatar as the job left it (done). */
  avatar: UserAvatar.nullable(),
  /** Catalogue key and message of a refusal or failure. */
  errorKey: z.string().nullable(),
  error: z.string().nullable(),
});
export type PhotoJob = z.infer<typeof PhotoJob>;

export const PhotoAudio = z.object({ url: z.string(), name: z.string(), durationMs: z.number() });
export type PhotoAudio = z.infer<typeof PhotoAudio>;

/** Spec §3 Photo project roles: who speaks, with which voice. */
export const PhotoRole = z.object({ id: z.string().min(1).max(40), name: z.string().trim().max(40), voiceId: z.string().min(1).max(200) });
export type PhotoRole = z.infer<typeof PhotoRole>;

/** Spec §3 Photo project chats: one line each, spoken from its text or its uploaded audio. */
export const PhotoChat = z.object({
  roleId: z.string().min(1).max(40),
  text: z.string().max(5000).optional(),
  audioUrl: z.string().max(1000).optional(),
  audioMs: z.number().nonnegative().optional(),
});
export type PhotoChat = z.infer<typeof PhotoChat>;

/** Spec §3 Photo project, as the wizard sends it. */
export const PhotoProject = z.object({
  coverUrl: z.string(),
  coverUrlOrg: z.string(),
  coverOptoins: z.object({ color: z.boolean(), enhance: z.boolean() }),
  chats: z.array(PhotoChat).max(PHOTO_LINES_MAX),
  roles: z.array(PhotoRole).min(1).max(PHOTO_ROLES_MAX),
});
type PhotoProject = z.infer<typeof PhotoProject>;

export const PhotoComposeBody = ComposeOptions.extend({
  avatarId: z.string().min(1).max(100),
  projectName: z.string().trim().min(1, 'nameRequired').max(200),
  ratio: ratioSchema.default(3),
  chats: z.array(PhotoChat).max(PHOTO_LINES_MAX),
  roles: z.array(PhotoRole).min(1).max(PHOTO_ROLES_MAX),
});
export type PhotoComposeBody = z.input<typeof PhotoComposeBody>;
