import type { VideoState } from '@orator/shared/project';

export type ProgressSink = (percent: number, state: VideoState) => Promise<void>;

/**
 * The renderer reports progress synchronously and often; the job API and the project row
 * are updated from here at most every `intervalMs`, and always on a state change. A failing
 * sink (the job was cancelled) aborts the render through `controller`.
 */
export class ProgressPump {
  private percent = 0;
  private state: VideoState = 'synthesizing';
  private sent = { percent: -1, state: '' as string };
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private failure: unknown = null;

  constructor(
    private readonly sink: ProgressSink,
    readonly controller: AbortController,
    private readonly intervalMs = 300,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
  }

  set(percent: number, state: VideoState): void {
    this.percent = Math.max(this.percent, Math.min(100, Math.round(percent)));
    const changedState = state !== this.state;
    this.state = state;
    if (changedState) void this.flush();
  }

  /** Sends the latest value now (awaitable), unless nothing changed. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.failure || (this.sent.percent === this.percent && this.sent.state === this.state)) return;
      const next = { percent: this.percent, state: this.state };
      try {
        await this.sink(next.percent, next.state);
        this.sent = next;
      } catch (error) {
        this.failure = error;
        this.controller.abort(error);
      }
    });
    return this.flushing;
  }

  /** Stops the timer; rethrows what made the sink fail (e.g. JobCancelledError). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
    if (this.failure) throw this.failure;
  }

  get failed(): unknown {
    return this.failure;
  }
}
