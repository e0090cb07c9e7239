import { z } from 'zod';
import {
  AvatarCheck,
  AvatarInfo,
  AvatarOutfit,
  AvatarQuery,
  messageFor,
  ok,
  RecentSpeaker,
  RecentSpeakerBody,
  VIDEO_PATHS,
} from '@orator/shared';
import { requireAuth } from '../../http/auth.ts';
import { envelopeOf } from '../../http/schemas.ts';
import type { AppModule } from '../types.ts';
import { filterAvatars, outfitVariants } from './avatar-catalog.ts';
import { checkAvatarForUser } from './avatar-gating.ts';
import { RecentSpeakers } from './recent-speakers.ts';

const pageOfAvatars = z.object({ items: z.array(AvatarInfo), total: z.number(), page: z.number(), size: z.number() });
const avatarIdQuery = z.object({ avatarId: z.string().min(1).max(200) });

/** The avatar store (scene package catalogue), outfit variants, recent avatars and the gating check. */
export const avatarsModule: AppModule = {
  name: 'avatars',
  routes(app, ctx) {
    const recent = new RecentSpeakers(ctx.db);
    const defaultVoiceFor = (gender: 'male' | 'female'): string | null =>
      ctx.services.voices.list({ language: 'en', gender }).at(0)?.id ?? null;

    app.get(
      VIDEO_PATHS.avatarList,
      { schema: { tags: ['avatars'], querystring: AvatarQuery, response: { 200: envelopeOf(pageOfAvatars) } } },
      async (request) => {
        requireAuth(request);
        const { page, size, ...filter } = request.query;
        const all = filterAvatars(filter, defaultVoiceFor);
        return ok({ items: all.slice((page - 1) * size, page * size), total: all.length, page, size });
      },
    );

    app.get(
      VIDEO_PATHS.avatarClothingList,
      { schema: { tags: ['avatars'], querystring: avatarIdQuery, response: { 200: envelopeOf(z.array(AvatarOutfit)) } } },
      async (request) => {
        requireAuth(request);
        return ok(outfitVariants(request.query.avatarId));
      },
    );

    app.get(
      VIDEO_PATHS.avatarCheck,
      { schema: { tags: ['avatars'], querystring: avatarIdQuery, response: { 200: envelopeOf(AvatarCheck) } } },
      async (request) => {
        const auth = requireAuth(request);
        const result = checkAvatarForUser(request.query.avatarId, auth.user);
        if (result.ok) return ok({ allowed: true, reason: null, message: null });
        const language = request.headers.language;
        return ok({
          allowed: false,
          reason: result.error,
          message: messageFor(result.error, Array.isArray(language) ? language[0] : language),
        });
      },
    );

    app.post(
      VIDEO_PATHS.recentSpeakerAdd,
      { schema: { tags: ['avatars'], body: RecentSpeakerBody, response: { 200: envelopeOf(z.null()) } } },
      async (request) => {
        const auth = requireAuth(request);
        await recent.record(auth.userId, request.body.mainId, request.body.manType);
        return ok(null);
      },
    );

    app.get(
      VIDEO_PATHS.recentSpeakerList,
      { schema: { tags: ['avatars'], response: { 200: envelopeOf(z.array(RecentSpeaker)) } } },
      async (request) => {
        const auth = requireAuth(request);
        return ok(await recent.list(auth.userId));
      },
    );
  },
};
