import type { Page } from '@orator/shared';
import {
  LIVE_INTERACTION_PATHS,
  LiveEventAccepted,
  LiveHookSecret,
  LiveInteraction,
  LiveReplyView,
  type LiveEventBody,
  type LiveInteractionUpdateBody,
} from '@orator/shared/livestream';
import { z } from 'zod';
import { api } from '../../lib/api/http.ts';

const ReplyPage = z.object({ items: z.array(LiveReplyView), total: z.number(), page: z.number(), size: z.number() });

/** The live room's interaction calls (LIVE_INTERACTION_PATHS). */
export const interactionApi = {
  get: (roomId: string): Promise<LiveInteraction> => api.get(LIVE_INTERACTION_PATHS.interaction(roomId), { schema: LiveInteraction }),
  update: (roomId: string, body: LiveInteractionUpdateBody): Promise<LiveInteraction> =>
    api.put(LIVE_INTERACTION_PATHS.interaction(roomId), body, { schema: LiveInteraction }),
  rotateSecret: (roomId: string): Promise<LiveHookSecret> =>
    api.post(LIVE_INTERACTION_PATHS.secret(roomId), undefined, { schema: LiveHookSecret }),
  simulate: (roomId: string, body: LiveEventBody): Promise<LiveEventAccepted> =>
    api.post(LIVE_INTERACTION_PATHS.simulate(roomId), body, { schema: LiveEventAccepted }),
  replies: (roomId: string, page: number, size: number): Promise<Page<LiveReplyView>> =>
    api.get(LIVE_INTERACTION_PATHS.replies(roomId), { query: { page, size }, schema: ReplyPage }),
};
