import { z } from 'zod';
import { JobStatus, ok } from '@orator/shared';
import { notFound } from '../../../kernel/http/app-error.ts';
import { requireAuth } from '../../../kernel/http/auth.ts';
import { envelopeOf } from '../../../kernel/http/schemas.ts';
import type { JobQueue } from '../../../kernel/jobs/queue.ts';
import type { ServerModule, Shared } from '../../../kernel/module/types.ts';

/** Job progress by API; the same statuses are pushed over the WebSocket (see http/socket.ts). */
export const jobStatusModule: ServerModule<'jobStatus', JobQueue, Pick<Shared, 'jobs'>> = {
  name: 'jobStatus',
  needs: { jobs: true },
  // The queue itself answers owner-scoped status and cancel; this module only publishes them.
  create: ({ jobs }) => jobs,
  routes(app, jobs) {
    app.get(
      '/manprocess/job/:id',
      { schema: { tags: ['jobs'], params: z.object({ id: z.string() }), response: { 200: envelopeOf(JobStatus) } } },
      async (request) => {
        const auth = requireAuth(request);
        const status = await jobs.get(request.params.id, { ownerId: auth.userId, tenantId: auth.tenantId });
        if (!status) throw notFound();
        return ok(status);
      },
    );
    app.post(`${'/manprocess/job/:id'}/cancel`, { schema: { tags: ['jobs'], params: z.object({ id: z.string() }) } }, async (request) => {
      const auth = requireAuth(request);
      const cancelled = await jobs.cancel(request.params.id, { ownerId: auth.userId, tenantId: auth.tenantId });
      if (!cancelled) throw notFound();
      return ok(null);
    });
  },
};
