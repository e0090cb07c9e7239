import { z } from 'zod';

/** Background job progress, readable by API and pushed over the WebSocket at `/ws`. */
export const JOB_PATHS = {
  job: (id: string) => `/manprocess/job/${encodeURIComponent(id)}`, // GET -> JobStatus
  cancel: (id: string) => `/manprocess/job/${encodeURIComponent(id)}/cancel`, // POST -> null (404 unless the caller's)
  socket: '/ws', // WebSocket; send { type: 'subscribe', token } ; receives JobEvent
} as const;

const JobState = z.enum(['queued', 'active', 'completed', 'failed', 'cancelled']);
type JobState = z.infer<typeof JobState>;

export const JobStatus = z.object({
  id: z.string(),
  queue: z.string(),
  state: JobState,
  /** 0..100 */
  progress: z.number(),
  message: z.string().nullable(),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JobStatus = z.infer<typeof JobStatus>;

export const JobEvent = z.object({ type: z.literal('job'), job: JobStatus });
export type JobEvent = z.infer<typeof JobEvent>;
