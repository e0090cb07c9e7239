import { z } from 'zod';

/**
 * The user's own avatars (issue 12: photo avatars and cloned avatars). They appear in My Assets
 * and as "My avatars" in the editors' avatar pickers. Every row belongs to one owner in one workspace.
 */
export const USER_AVATAR_PATHS = {
  /** GET UserAvatarQuery -> Page<UserAvatar> (newest first) */
  page: '/manprocess/userAvatar/page',
  /** GET { id } -> UserAvatar */
  get: '/manprocess/userAvatar/get',
  /** POST UserAvatarRenameBody -> UserAvatar */
  rename: '/manprocess/userAvatar/rename',
  /** POST { id } -> null (the avatar and its images) */
  delete: '/manprocess/userAvatar/delete',
  /** POST DesignedAvatarBody -> UserAvatar (a designed avatar, ready at once) */
  design: '/manprocess/userAvatar/design',
  /** POST RedesignAvatarBody -> UserAvatar (new parameters and name of the owner's designed avatar) */
  redesign: '/manprocess/userAvatar/redesign',
} as const;

/** photo: a talking photo; clone: trained from a video; designed: an illustrated avatar the user designed. */
export const USER_AVATAR_KINDS = ['photo', 'clone', 'designed'] as const;
export type UserAvatarKind = (typeof USER_AVATAR_KINDS)[number];

/** processing: being built (clone training, photo tools); ready: usable in projects; failed: see `error`. */
export const USER_AVATAR_STATUSES = ['processing', 'ready', 'failed'] as const;
export type UserAvatarStatus = (typeof USER_AVATAR_STATUSES)[number];

const USER_AVATAR_NAME_MAX = 50;

export const FaceBox = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type FaceBox = z.infer<typeof FaceBox>;

/** A face in an image: its size, the face box and the 68 landmarks flattened (x0, y0, x1, y1, ...). */
export const AvatarFace = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  box: FaceBox,
  landmarks: z.array(z.number()).length(136),
  /** The face's estimated gender (face-api's age/gender network) when it was sure enough; picks the default voice. */
  gender: z.enum(['female', 'male']).optional(),
});
export type AvatarFace = z.infer<typeof AvatarFace>;

export const UserAvatar = z.object({
  id: z.string(),
  kind: z.enum(USER_AVATAR_KINDS),
  name: z.string(),
  status: z.enum(USER_AVATAR_STATUSES),
  /** The image a project refers to (a storage URL), or null while there is none. */
  coverUrl: z.string().nullable(),
  /** A signed link for showing the cover now (10 minutes). */
  previewUrl: z.string().nullable(),
  /** The face of the cover image (photo avatars). */
  face: AvatarFace.nullable(),
  /** Kind-specific details (photo tool options, clone training figures). */
  details: z.record(z.string(), z.unknown()),
  /** Catalogue key of the failure (status failed). */
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserAvatar = z.infer<typeof UserAvatar>;

export const UserAvatarQuery = z.object({
  kind: z.enum(USER_AVATAR_KINDS).optional(),
  /** Only avatars usable in a project. */
  readyOnly: z.coerce.boolean().optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type UserAvatarQuery = z.input<typeof UserAvatarQuery>;

export const UserAvatarPage = z.object({ items: z.array(UserAvatar), total: z.number(), page: z.number(), size: z.number() });
export type UserAvatarPage = z.infer<typeof UserAvatarPage>;

export const UserAvatarIdQuery = z.object({ id: z.string().min(1).max(100) });
export const UserAvatarRenameBody = z.object({ id: z.string().min(1).max(100), name: z.string().max(USER_AVATAR_NAME_MAX) });
export type UserAvatarRenameBody = z.infer<typeof UserAvatarRenameBody>;

/**
 * A designed avatar's parameters as sent: checked against avatarParamsSchema by the server, which
 * answers avatarDesignInvalid (not a bare 'Error request') when they do not hold.
 */
const designParams = z.record(z.string(), z.unknown()).describe('AvatarParams (@orator/shared avatarParamsSchema)');
export const DesignedAvatarBody = z.object({ name: z.string().max(USER_AVATAR_NAME_MAX), params: designParams });
export type DesignedAvatarBody = z.infer<typeof DesignedAvatarBody>;
export const RedesignAvatarBody = DesignedAvatarBody.extend({ id: z.string().min(1).max(100) });
export type RedesignAvatarBody = z.infer<typeof RedesignAvatarBody>;
