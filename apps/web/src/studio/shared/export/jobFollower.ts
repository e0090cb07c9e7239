import { JOB_PATHS, JobEvent, type JobStatus } from '@orator/shared';

/** Polling cadence when the socket is unavailable. */
export const POLL_MS = 2000;

export function isFinished(job: Pick<JobStatus, 'state'>): boolean {
  return job.state === 'completed' || job.state === 'failed' || job.state === 'cancelled';
}

export interface FollowOptions {
  jobId: string;
  token: string;
  onUpdate(job: JobStatus): void;
  /** The job API (GET JOB_PATHS.job), used before the socket answers and when it is gone. */
  poll(jobId: string): Promise<JobStatus>;
}

/**
 * Follows a job live: WebSocket `/ws` ({ type: 'subscribe', token } -> job events), with
 * polling of the job API whenever the socket is not connected. Returns a stop function.
 */
export function followJob({ jobId, token, onUpdate, poll }: FollowOptions): () => void {
  let stopped = false;
  let socketLive = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let socket: WebSocket | null = null;

  const deliver = (job: JobStatus) => {
    if (stopped || job.id !== jobId) return;
    onUpdate(job);
    if (isFinished(job)) stop();
  };

  const pollOnce = async () => {
    timer = null;
    if (stopped) return;
    try {
      deliver(await poll(jobId));
    } catch {
      // a failed poll is retried on the next tick
    }
    // The socket pushes changes; polling continues slowly as a safety net for missed events.
    if (!stopped) timer = setTimeout(() => void pollOnce(), socketLive ? POLL_MS * 3 : POLL_MS);
  };

  try {
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${scheme}://${window.location.host}${JOB_PATHS.socket}`);
    socket.onopen = () => socket?.send(JSON.stringify({ type: 'subscribe', token }));
    socket.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if ((data as { type?: string }).type === 'subscribed') socketLive = true;
      const event = JobEvent.safeParse(data);
      if (event.success) deliver(event.data.job);
    };
    socket.onclose = () => {
      socketLive = false;
    };
  } catch {
    socket = null;
  }
  void pollOnce();

  function stop() {
    stopped = true;
    if (timer) clearTimeout(timer);
    socket?.close();
  }
  return stop;
}
