import { z } from 'zod';

/**
 * The clone-online wizard (spec §2: choose type, upload training video, authorize, train; §4
 * avatar cloning states). A clone is a draft until its training starts; training is a job whose
 * progress and estimated time left the clone carries; when done its avatar is in My avatars.
 */
export const CLONE_PATHS = {
  /** POST CloneCreateBody -> Clone (a draft) */
  create: '/manprocess/clone/create',
  /** GET { id } -> Clone */
  get: '/manprocess/clone/get',
  /** GET PageQuery -> ClonePage: the user's clones in every state, newest first (My Assets) */
  list: '/manprocess/clone/list',
  /** POST multipart `id` + `file` (MP4/MOV/WEBM, §5) -> Clone */
  training: '/manprocess/clone/training',
  /** POST multipart `id` + `language` + `file` (the statement read aloud) -> Clone, or 400 videoAuthorizationFailed */
  authorization: '/manprocess/clone/authorization',
  /** POST { id } -> Clone (training job queued), or 400 insufficientClones */
  train: '/manprocess/clone/train',
  /** POST { id } -> null: the clone (not while training) and its avatar; the plan's clone count is released */
  delete: '/manprocess/clone/delete',
  /** POST { id } -> Clone: a failed training continues from its last checkpoint */
  continue: '/manprocess/clone/continue',
} as const;

export const CLONE_TRAIN_QUEUE = 'clone-train';

/** §4: draft (wizard steps), training (with estimated time left), done (avatar in the store), failed (continue offered). */
export const CLONE_STATES = ['draft', 'training', 'done', 'failed'] as const;
export type CloneState = (typeof CLONE_STATES)[number];

/** §4 clone wizard defaults: the figure (fixed_avatar) type, agreement not given. */
export const CLONE_WIZARD_DEFAULTS = { type: 'fixed_avatar', agreed: false } as const;
export const CLONE_TYPES = ['fixed_avatar', 'voice'] as const;
export type CloneType = (typeof CLONE_TYPES)[number];

export const CLONE_NAME_MAX = 50;

export const CloneCreateBody = z.object({ name: z.string().max(CLONE_NAME_MAX) });
export type CloneCreateBody = z.infer<typeof CloneCreateBody>;
export const CloneIdBody = z.object({ id: z.string().min(1).max(100) });
export type CloneIdBody = z.infer<typeof CloneIdBody>;

export const CloneTrainingVideo = z.object({
  fileName: z.string(),
  size: z.number(),
  durationMs: z.number(),
  width: z.number(),
  height: z.number(),
});
export type CloneTrainingVideo = z.infer<typeof CloneTrainingVideo>;

/** passed: the statement was heard; review: kept for an operator (a language recognition cannot check here). */
export const CloneAuthorization = z.object({
  fileName: z.string(),
  language: z.string(),
  status: z.enum(['passed', 'review']),
});
export type CloneAuthorization = z.infer<typeof CloneAuthorization>;

export const Clone = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(CLONE_STATES),
  training: CloneTrainingVideo.nullable(),
  authorization: CloneAuthorization.nullable(),
  /** 0..100 while training. */
  progress: z.number(),
  /** Estimated seconds left while training (null until it can be estimated). */
  etaSeconds: z.number().nullable(),
  /** Training stage shown with the progress (tracking, alignment, library, loop). */
  stage: z.string().nullable(),
  /** The avatar in My avatars once done. */
  avatarId: z.string().nullable(),
  /** Catalogue key of the failure. */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Clone = z.infer<typeof Clone>;

export const ClonePage = z.object({ items: z.array(Clone), total: z.number(), page: z.number(), size: z.number() });
export type ClonePage = z.infer<typeof ClonePage>;
