import { z } from 'zod';
import { JobStatus, ok } from '@orator/shared';
import { notFound } from '../http/app-error.ts';
import { requireAuth } from '../http/auth.ts';
import { envelopeOf } from '../http/schemas.ts';
import type { AppModule } from './types.ts';

/** Job progress by API; the same statuses are pushed over the WebSocket (see http/socket.ts). */
export const jobsModule: AppModule = {
  name: 'jobs',
  routes(app, ctx) {
    app.get(
      '/manprocess/job/:id',
      { schema: { tags: ['jobs'], params: z.object({ id: z.string() }), response: { 200: envelopeOf(JobStatus) } } },
      async (request) => {
        const auth = requireAuth(request);
        const status = await ctx.jobs.get(request.params.id, { ownerId: auth.userId, tenantId: auth.tenantId });
        if (!status) throw notFound();
        return ok(status);
      },
    );
    app.post(
      `${'/manprocess/job/:id'}/cancel`,
      { schema: { tags: ['jobs'], params: z.object({ id: z.string() }) } },
      async (request) => {
        const auth = requireAuth(request);
        const cancelled = await ctx.jobs.cancel(request.params.id, { ownerId: auth.userId, tenantId: auth.tenantId });
        if (!cancelled) throw notFound();
        return ok(null);
      },
    );
  },
};
