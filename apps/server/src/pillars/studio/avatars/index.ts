import { z } from 'zod';
import {
  AvatarCheck,
  AvatarInfo,
  AvatarOutfit,
  AvatarQuery,
  DefaultPresenter,
  DefaultPresenterQuery,
  MODEL_PATHS,
  ok,
  RecentSpeaker,
  RecentSpeakerBody,
  VIDEO_PATHS,
} from '@orator/shared';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';
import type { VoiceService } from '../voices/index.ts';
import { AvatarService } from './avatar-service.ts';
import { RecentSpeakersRepo } from './recent-speakers-repo.ts';
export type { AvatarService } from './avatar-service.ts';

const pageOfAvatars = z.object({ items: z.array(AvatarInfo), total: z.number(), page: z.number(), size: z.number() });
const avatarIdQuery = z.object({ avatarId: z.string().min(1).max(200) });

/** The avatar store (scene package catalogue), outfit variants, recent avatars and the gating check. */
export const avatarsModule: ServerModule<'avatars', AvatarService, Pick<Shared, 'db'> & { voices: VoiceService }> = {
  name: 'avatars',
  needs: { db: true, voices: true },
  create: ({ db, voices }) => new AvatarService(new RecentSpeakersRepo(db), voices),
  routes(app, avatars) {
    app.get(
      VIDEO_PATHS.avatarList,
      { schema: { tags: ['avatars'], querystring: AvatarQuery, response: { 200: envelopeOf(pageOfAvatars) } } },
      async (request) => {
        requireAuth(request);
        const { page, size, ...filter } = request.query;
        return ok(avatars.page(filter, page, size));
      },
    );

    app.get(
      MODEL_PATHS.defaultAvatar,
      { schema: { tags: ['avatars'], querystring: DefaultPresenterQuery, response: { 200: envelopeOf(DefaultPresenter) } } },
      async (request) => {
        requireAuth(request);
        return ok(avatars.defaultPresenter(request.query.language));
      },
    );

    app.get(
      VIDEO_PATHS.avatarClothingList,
      { schema: { tags: ['avatars'], querystring: avatarIdQuery, response: { 200: envelopeOf(z.array(AvatarOutfit)) } } },
      async (request) => {
        requireAuth(request);
        return ok(avatars.outfits(request.query.avatarId));
      },
    );

    app.get(
      VIDEO_PATHS.avatarCheck,
      { schema: { tags: ['avatars'], querystring: avatarIdQuery, response: { 200: envelopeOf(AvatarCheck) } } },
      async (request) => {
        const auth = requireAuth(request);
        const language = request.headers.language;
        return ok(avatars.check(request.query.avatarId, auth.user, Array.isArray(language) ? language[0] : language));
      },
    );

    app.post(
      VIDEO_PATHS.recentSpeakerAdd,
      { schema: { tags: ['avatars'], body: RecentSpeakerBody, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        const auth = requireAuth(request);
        await avatars.recordRecent(auth.userId, request.body.mainId, request.body.manType);
        return ok(null);
      },
    );

    app.get(
      VIDEO_PATHS.recentSpeakerList,
      { schema: { tags: ['avatars'], response: { 200: envelopeOf(z.array(RecentSpeaker)) } } },
      async (request) => {
        const auth = requireAuth(request);
        return ok(await avatars.recentFor(auth.userId));
      },
    );
  },
};
