import { z } from 'zod';
import {
  DesignedAvatarBody,
  ok,
  RedesignAvatarBody,
  USER_AVATAR_PATHS,
  UserAvatar,
  UserAvatarIdQuery,
  UserAvatarPage,
  UserAvatarQuery,
  UserAvatarRenameBody,
} from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import { ownerOf } from '../../../kernel/tenancy/owner.ts';
import type { StorageService } from '../../platform/storage/index.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import { UserAvatarsService } from './user-avatars-service.ts';

export { UserAvatarsService, type AvatarChanges, type NewOwnedAvatar, type UserAvatarRow } from './user-avatars-service.ts';

const tags = ['user avatars'];

/** The user's own avatars (issue 12): photo, cloned and designed avatars in My Assets and the editors' "My avatars". */
export const userAvatarsModule: ServerModule<'userAvatars', UserAvatarsService, Pick<Shared, 'db'> & { storage: StorageService }> = {
  name: 'userAvatars',
  needs: { db: true, storage: true },
  create: ({ db, storage }) => new UserAvatarsService(db, storage),
  routes(app, avatars) {
    const owner = (request: Parameters<typeof requireAuth>[0]) => ownerOf(requireAuth(request));
    app.get(
      USER_AVATAR_PATHS.page,
      { schema: { tags, querystring: UserAvatarQuery, response: { 200: envelopeOf(UserAvatarPage) } } },
      async (request) => ok(await avatars.page(owner(request), request.query)),
    );
    app.get(
      USER_AVATAR_PATHS.get,
      { schema: { tags, querystring: UserAvatarIdQuery, response: { 200: envelopeOf(UserAvatar) } } },
      async (request) => ok(await avatars.get(owner(request), request.query.id)),
    );
    app.post(
      USER_AVATAR_PATHS.rename,
      { schema: { tags, body: UserAvatarRenameBody, response: { 200: envelopeOf(UserAvatar) } } },
      async (request) => ok(await avatars.rename(owner(request), request.body.id, request.body.name)),
    );
    app.post(
      USER_AVATAR_PATHS.design,
      { schema: { tags, body: DesignedAvatarBody, response: { 200: envelopeOf(UserAvatar) } } },
      async (request) => ok(await avatars.createDesigned(owner(request), request.body.name, request.body.params)),
    );
    app.post(
      USER_AVATAR_PATHS.redesign,
      { schema: { tags, body: RedesignAvatarBody, response: { 200: envelopeOf(UserAvatar) } } },
      async (request) => ok(await avatars.redesign(owner(request), request.body.id, request.body.name, request.body.params)),
    );
    app.post(
      USER_AVATAR_PATHS.delete,
      { schema: { tags, body: UserAvatarIdQuery, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        await avatars.delete(owner(request), request.body.id);
        return ok(null);
      },
    );
  },
};
