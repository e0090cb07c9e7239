/**
 * The optional RTMP push of a live room (issue 13 §2: "an optional RTMP push to a URL and key
 * the user enters (any platform's ingest)"). The streamer's MPEG-TS segments are on one clock,
 * so their bytes, written one after the other into ffmpeg, are one continuous stream that
 * ffmpeg copies (no re-encode) into FLV at its own pace (-re). An ingest that drops the
 * connection does not stop the room: the pusher reconnects at a later segment.
 */
import fs from 'node:fs';
import { buildRtmpPushArgs } from '@orator/render';
import { startProcess, writeWithBackpressure, type RunningProcess } from '@orator/process';
import { hostIsAllowed } from '../../../kernel/net/web-fetch.ts';

export interface RtmpPushStatus {
  connected: boolean;
  /** Times the ingest connection was (re)started. */
  connects: number;
  lastError: string | null;
}

export class RtmpPusher {
  private process: RunningProcess | null = null;
  private readonly status: RtmpPushStatus = { connected: false, connects: 0, lastError: null };

  /** `url`: the ingest address with the stream key appended (rtmp://host/app/key). */
  constructor(
    private readonly url: string,
    private readonly options: { allowPrivate: boolean },
  ) {}

  get state(): RtmpPushStatus {
    return { ...this.status };
  }

  /** Sends one published segment; a broken connection is dropped and retried with the next segment. */
  async push(segmentFile: string): Promise<void> {
    if (!this.process && !(await hostIsAllowed(hostOf(this.url), this.options.allowPrivate))) {
      // Checked at each (re)connect, as ffmpeg resolves the name itself (issue 24 §3).
      this.status.lastError = 'The push address is on a local or private network';
      return;
    }
    const running = this.process ?? this.connect();
    try {
      const bytes = await fs.promises.readFile(segmentFile);
      await (running.stdin ? writeWithBackpressure(running.stdin, bytes, 'ffmpeg rtmp push') : Promise.reject(new Error('no stdin')));
    } catch (error) {
      this.status.lastError = error instanceof Error ? error.message : String(error);
      this.drop(running);
    }
  }

  /** Ends the push: ffmpeg sends what it holds, then closes the connection. */
  async stop(): Promise<void> {
    const running = this.process;
    if (!running) return;
    this.process = null;
    running.stdin?.end();
    const timeout = setTimeout(() => running.kill(), 10_000);
    await running.done.catch(() => undefined);
    clearTimeout(timeout);
    this.status.connected = false;
  }

  private connect(): RunningProcess {
    const running = startProcess('ffmpeg', buildRtmpPushArgs(this.url), { stdin: 'pipe', stdout: 'ignore' });
    this.process = running;
    this.status.connected = true;
    this.status.connects += 1;
    running.done.then(
      () => this.drop(running),
      (error: unknown) => {
        this.status.lastError = error instanceof Error ? error.message : String(error);
        this.drop(running);
      },
    );
    return running;
  }

  private drop(running: RunningProcess): void {
    running.kill();
    if (this.process === running) {
      this.process = null;
      this.status.connected = false;
    }
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
