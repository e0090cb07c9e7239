import { createFrameRenderer, type FrameRenderer } from '@orator/scene';
import { segmentAt, FRAME_MS, type RenderPlan, DEFAULT_DUCKING, duckingGainAt, mergeForRamps } from '@orator/render/plan';
import { fetchMedia } from '../api/authedFetch.ts';
import { duckingPoints, frameTime, scheduleFrom } from './audioSchedule.ts';
import { BrowserAssets, makeBrowserCanvas, sceneContext } from './browserAssets.ts';
import { BrowserVideos } from './browserVideos.ts';
import { audioUrlOf, imageUrlsOf, videoUrlsOf, type PreviewVoice } from './previewPlan.ts';
import { videosStartingIn, videoTargetsAt, type VideoTarget } from './videoTime.ts';

/** How far ahead playback seeks clips that are about to start, so they start on their first frame. */
const CUE_AHEAD_MS = 600;

/**
 * Plays a render plan in the browser. The audio clock (Web Audio) is the master: the frame
 * drawn is the export's frame at the audio position, `renderer.draw(ctx, t)` on the 40 ms
 * grid, so lips and sound stay together and a paused frame equals the exported one. Video
 * clips follow: paused, the frame is drawn only once every visible clip has been seeked to
 * the export's source frame; playing, the clips run along with the clock.
 */
export class PlaybackEngine {
  private readonly audio = new AudioContext();
  private readonly buffers = new Map<string, AudioBuffer>();
  private readonly renderers = new Map<string, FrameRenderer>();
  private readonly assets: BrowserAssets;
  private readonly videos = new BrowserVideos();
  /** Counts paused-frame requests, so only the newest one draws after its seeks land. */
  private frameRequest = 0;
  private sources: AudioScheduledSourceNode[] = [];
  private startedAt: { contextTime: number; positionMs: number } | null = null;
  private positionMs = 0;
  private frame = 0;
  private disposed = false;

  constructor(
    private readonly plan: RenderPlan,
    private readonly voices: ReadonlyMap<string, PreviewVoice>,
    private readonly canvas: HTMLCanvasElement,
    private readonly onTick: (positionMs: number, playing: boolean) => void,
  ) {
    this.assets = new BrowserAssets(() => this.drawAt(this.currentMs()), this.videos);
    canvas.width = plan.width;
    canvas.height = plan.height;
  }

  get durationMs(): number {
    return this.plan.durationMs;
  }

  get playing(): boolean {
    return this.startedAt !== null;
  }

  /** Loads images and video clips and decodes every sound, then draws the first frame. */
  async prepare(): Promise<void> {
    await Promise.all([this.assets.preload(imageUrlsOf(this.plan)), this.videos.load(videoUrlsOf(this.plan))]);
    const urls = new Set(this.plan.audio.map((input) => audioUrlOf(input, this.voices)).filter((url): url is string => url !== null));
    await Promise.all([...urls].map((url) => this.decode(url)));
    await this.showFrame(0);
  }

  play(): void {
    if (this.playing || this.disposed) return;
    if (this.positionMs >= this.plan.durationMs - FRAME_MS) this.positionMs = 0;
    void this.audio.resume();
    const now = this.audio.currentTime;
    this.startedAt = { contextTime: now, positionMs: this.positionMs };
    this.frameRequest++; // a paused frame still waiting for its seeks must not draw over playback
    for (const input of this.plan.audio) {
      const url = audioUrlOf(input, this.voices);
      const buffer = url ? this.buffers.get(url) : undefined;
      if (!buffer) continue;
      const schedule = scheduleFrom(input, this.positionMs, buffer.duration * 1000);
      if (!schedule) continue;
      const source = this.audio.createBufferSource();
      source.buffer = buffer;
      source.loop = input.loop;
      const gain = this.audio.createGain();
      if (input.role === 'bgm') this.duck(gain.gain, input.gain, now);
      else gain.gain.value = input.gain;
      source.connect(gain).connect(this.audio.destination);
      source.start(now + schedule.delaySec, schedule.offsetSec, input.loop ? undefined : schedule.durationSec);
      if (input.loop) source.stop(now + schedule.delaySec + schedule.durationSec);
      this.sources.push(source);
    }
    this.loop();
  }

  pause(): void {
    if (!this.playing) return;
    this.positionMs = this.currentMs();
    this.stopSources();
    this.startedAt = null;
    cancelAnimationFrame(this.frame);
    // The clips stopped wherever they were; bring them to the export's frame at the stop.
    void this.showFrame(this.positionMs);
    this.onTick(this.positionMs, false);
  }

  seek(positionMs: number): void {
    const wasPlaying = this.playing;
    if (wasPlaying) this.pause();
    this.positionMs = Math.min(Math.max(0, positionMs), this.plan.durationMs);
    void this.showFrame(this.positionMs);
    this.onTick(this.positionMs, false);
    if (wasPlaying) this.play();
  }

  dispose(): void {
    this.disposed = true;
    this.pause();
    this.videos.dispose();
    void this.audio.close();
  }

  /** Music dips under speech exactly as the export mixes it. */
  private duck(param: AudioParam, level: number, now: number): void {
    const intervals = mergeForRamps(this.plan.speechIntervals, DEFAULT_DUCKING.rampMs);
    const gainAt = (timeMs: number) => duckingGainAt(this.plan.speechIntervals, timeMs);
    const points = duckingPoints(intervals, this.positionMs, DEFAULT_DUCKING.rampMs, DEFAULT_DUCKING.duckedGain, gainAt);
    const [first, ...rest] = points;
    param.setValueAtTime(level * (first?.gain ?? 1), now);
    for (const point of rest) param.linearRampToValueAtTime(level * point.gain, now + point.atSec);
  }

  private currentMs(): number {
    if (!this.startedAt) return this.positionMs;
    return this.startedAt.positionMs + (this.audio.currentTime - this.startedAt.contextTime) * 1000;
  }

  private loop = (): void => {
    const now = this.currentMs();
    if (now >= this.plan.durationMs) {
      this.pause();
      this.positionMs = this.plan.durationMs;
      void this.showFrame(now);
      this.onTick(this.positionMs, false);
      return;
    }
    this.videos.sync(this.runningVideosAt(now), this.videosStartingSoon(now));
    this.drawAt(now);
    this.onTick(now, true);
    this.frame = requestAnimationFrame(this.loop);
  };

  /** Paused: seeks the visible clips to the export's frame, then draws it unless a newer request came. */
  private async showFrame(timeMs: number): Promise<void> {
    const request = ++this.frameRequest;
    await this.videos.settle(this.videoTargetsAt(timeMs));
    if (request === this.frameRequest && !this.playing) this.drawAt(timeMs);
  }

  private videoTargetsAt(timeMs: number): VideoTarget[] {
    const t = frameTime(timeMs, FRAME_MS, this.plan.durationMs);
    const segment = segmentAt(this.plan, t);
    return segment ? videoTargetsAt(segment.scene, t - segment.startMs) : [];
  }

  /** Where playing clips should be at the audio position, off the frame grid (drift is measured against it). */
  private runningVideosAt(timeMs: number): VideoTarget[] {
    const segment = segmentAt(this.plan, timeMs);
    return segment ? videoTargetsAt(segment.scene, timeMs - segment.startMs, false) : [];
  }

  private videosStartingSoon(timeMs: number): VideoTarget[] {
    const segments = new Set([
      segmentAt(this.plan, timeMs),
      segmentAt(this.plan, Math.min(timeMs + CUE_AHEAD_MS, this.plan.durationMs - 1)),
    ]);
    return [...segments].flatMap((segment) =>
      segment ? videosStartingIn(segment.scene, timeMs - segment.startMs, timeMs + CUE_AHEAD_MS - segment.startMs) : [],
    );
  }

  /**
   * A clip without a sound track has nothing to decode; the preview then plays it silent.
   * Any other sound failing to decode fails the preview, as before.
   */
  private async decode(url: string): Promise<void> {
    try {
      this.buffers.set(url, await decodeAudio(this.audio, url));
    } catch (error) {
      const onlyClips = this.plan.audio.every((input) => input.role === 'video' || audioUrlOf(input, this.voices) !== url);
      if (!onlyClips) throw error;
    }
  }

  private drawAt(timeMs: number): void {
    if (this.disposed) return;
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const t = frameTime(timeMs, FRAME_MS, this.plan.durationMs);
    const segment = segmentAt(this.plan, t);
    if (!segment) return;
    let renderer = this.renderers.get(segment.id);
    if (!renderer) {
      renderer = createFrameRenderer(segment.scene, this.assets, makeBrowserCanvas);
      this.renderers.set(segment.id, renderer);
    }
    renderer.draw(sceneContext(ctx), t - segment.startMs);
    // The frame on the canvas, for tests and tools that wait for a seek to be drawn.
    this.canvas.dataset.frameMs = String(t);
  }

  private stopSources(): void {
    for (const source of this.sources) {
      try {
        source.stop();
      } catch {
        // already stopped on its own
      }
    }
    this.sources = [];
  }
}

async function decodeAudio(context: BaseAudioContext, url: string): Promise<AudioBuffer> {
  const blob = await fetchMedia(url);
  return context.decodeAudioData(await blob.arrayBuffer());
}

/** Length of an audio file in ms (uploaded page audio), decoded once. */
export async function audioLengthMs(url: string): Promise<number> {
  const context = new OfflineAudioContext(1, 1, 22050);
  const buffer = await decodeAudio(context, url);
  return Math.round(buffer.duration * 1000);
}
