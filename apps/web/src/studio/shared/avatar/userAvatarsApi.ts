import { USER_AVATAR_PATHS, UserAvatar, UserAvatarPage, type AvatarParams, type UserAvatarKind } from '@orator/shared';
import { z } from 'zod';
import { api } from '../../../lib/api/http.ts';

/** The user's own avatars (photo, cloned and designed): My Assets and the editors' "My avatars". */
export const userAvatarsApi = {
  page: (query: { kind?: UserAvatarKind; readyOnly?: boolean; page?: number; size?: number }): Promise<UserAvatarPage> =>
    api.get(USER_AVATAR_PATHS.page, { query: { ...query }, schema: UserAvatarPage }),
  get: (id: string): Promise<UserAvatar> => api.get(USER_AVATAR_PATHS.get, { query: { id }, schema: UserAvatar }),
  rename: (id: string, name: string): Promise<UserAvatar> => api.post(USER_AVATAR_PATHS.rename, { id, name }, { schema: UserAvatar }),
  remove: (id: string): Promise<null> => api.post(USER_AVATAR_PATHS.delete, { id }, { schema: z.null() }),
  /** A new designed avatar (ready at once). */
  design: (name: string, params: AvatarParams): Promise<UserAvatar> =>
    api.post(USER_AVATAR_PATHS.design, { name, params }, { schema: UserAvatar }),
  redesign: (id: string, name: string, params: AvatarParams): Promise<UserAvatar> =>
    api.post(USER_AVATAR_PATHS.redesign, { id, name, params }, { schema: UserAvatar }),
};
