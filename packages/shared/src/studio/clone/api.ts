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
const CLONE_STATES = ['draft', 'training', 'done', 'failed'] as const;
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

/**
 * passed: the statement was heard (or an operator approved it); review: kept for an operator (a
 * language recognition cannot check here), training waits; rejected: an operator refused it with
 * a reason, the user uploads a new authorization video.
 */
const CLONE_AUTHORIZATION_STATES = ['passed', 'review', 'rejected'] as const;
export type CloneAuthorizationState = (typeof CLONE_AUTHORIZATION_STATES)[number];

export const CloneAuthorization = z.object({
  fileName: z.string(),
  language: z.string(),
  status: z.enum(CLONE_AUTHORIZATION_STATES),
  /** When the video was uploaded (ISO). */
  submittedAt: z.string().nullish(),
  /** The operator's decision on a reviewed video: when, and the reason of a rejection. */
  decidedAt: z.string().nullish(),
  reason: z.string().nullish(),
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

/**
 * Operators' review of authorization videos that recognition could not check (issue 12 §2):
 * approving lets the user start training (it is not started for them: they may still change
 * the videos); rejecting marks the authorization failed with the reason.
 */
export const CLONE_REVIEW_PATHS = {
  /** GET PageQuery -> CloneReviewPage: authorization videos waiting for review, oldest first (operators only) */
  list: '/manprocess/admin/cloneReviews',
  /** POST CloneReviewDecisionBody -> CloneReview (decided), 400 cloneReviewDecided when another operator was first */
  decide: '/manprocess/admin/cloneReviews/decide',
} as const;

export const CLONE_REVIEW_REASON_MAX = 500;

export const CloneReviewDecisionBody = z.object({
  id: z.string().min(1).max(100),
  decision: z.enum(['approve', 'reject']),
  /** Required to reject: the user reads it. */
  reason: z.string().trim().max(CLONE_REVIEW_REASON_MAX).default(''),
});
export type CloneReviewDecisionBody = z.infer<typeof CloneReviewDecisionBody>;

export const CloneReview = z.object({
  cloneId: z.string(),
  name: z.string(),
  /** The owner's email or phone. */
  account: z.string(),
  /** The language the statement was read in, and the statement shown to the person. */
  language: z.string(),
  statement: z.string(),
  fileName: z.string(),
  /** A signed link to the video (10 minutes). */
  videoUrl: z.string(),
  submittedAt: z.string(),
  status: z.enum(CLONE_AUTHORIZATION_STATES),
  reason: z.string().nullable(),
});
export type CloneReview = z.infer<typeof CloneReview>;

export const CloneReviewPage = z.object({ items: z.array(CloneReview), total: z.number(), page: z.number(), size: z.number() });
export type CloneReviewPage = z.infer<typeof CloneReviewPage>;
