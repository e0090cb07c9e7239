import { NOTICE_PATHS, Notice, NoticePage, type NoticeBroadcastBody } from '@orator/shared';
import { z } from 'zod';
import { api } from '../../lib/api/http.ts';

/** Typed calls of the notices contract (packages/shared/src/platform/api/notices.ts). */
export const noticesApi = {
  page: (page: number, size: number) => api.get(NOTICE_PATHS.list, { query: { page, size }, schema: NoticePage }),
  markRead: (id: string) => api.put(NOTICE_PATHS.read(id), undefined, { schema: Notice }),
  markAllRead: () => api.put(NOTICE_PATHS.allRead, undefined, { schema: z.object({ marked: z.number() }) }),
  broadcast: (body: NoticeBroadcastBody) => api.post(NOTICE_PATHS.broadcast, body, { schema: z.object({ sent: z.number() }) }),
};

/** Every query of the notices (the bell's and the page's), refreshed together after a change. */
export const NOTICES_QUERY_KEY = ['notices'] as const;
