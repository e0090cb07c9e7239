import { createFrameRenderer, type FrameRenderer } from '@orator/scene';
import { segmentAt } from '@orator/render/plan/buildPlan';
import { FRAME_MS, type RenderPlan } from '@orator/render/plan/types';
import { fetchMedia } from '../api/authedFetch.ts';
import { DEFAULT_DUCKING, duckingGainAt, mergeForRamps } from '@orator/render/audio/ducking';
import { duckingPoints, frameTime, scheduleFrom } from './audioSchedule.ts';
import { BrowserAssets, makeBrowserCanvas, sceneContext } from './browserAssets.ts';
import { audioUrlOf, imageUrlsOf, type PreviewVoice } from './previewPlan.ts';

/**
 * Plays a render plan in the browser. The audio clock (Web Audio) is the master: the frame
 * drawn is the export's frame at the audio position, `renderer.draw(ctx, t)` on the 40 ms
 * grid, so lips and sound stay together and a paused frame equals the exported one.
 */
export class PlaybackEngine {
  private readonly audio = new AudioContext();
  private readonly buffers = new Map<string, AudioBuffer>();
  private readonly renderers = new Map<string, FrameRenderer>();
  private readonly assets: BrowserAssets;
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
    this.assets = new BrowserAssets(() => this.drawAt(this.currentMs()));
    canvas.width = plan.width;
    canvas.height = plan.height;
  }

  get durationMs(): number {
    return this.plan.durationMs;
  }

  get playing(): boolean {
    return this.startedAt !== null;
  }

  /** Loads images and decodes every sound, then draws the first frame. */
  async prepare(): Promise<void> {
    await this.assets.preload(imageUrlsOf(this.plan));
    const urls = new Set(this.plan.audio.map((input) => audioUrlOf(input, this.voices)).filter((url): url is string => url !== null));
    await Promise.all([...urls].map(async (url) => this.buffers.set(url, await decodeAudio(this.audio, url))));
    this.drawAt(0);
  }

  play(): void {
    if (this.playing || this.disposed) return;
    if (this.positionMs >= this.plan.durationMs - FRAME_MS) this.positionMs = 0;
    void this.audio.resume();
    const now = this.audio.currentTime;
    this.startedAt = { contextTime: now, positionMs: this.positionMs };
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
    this.onTick(this.positionMs, false);
  }

  seek(positionMs: number): void {
    const wasPlaying = this.playing;
    if (wasPlaying) this.pause();
    this.positionMs = Math.min(Math.max(0, positionMs), this.plan.durationMs);
    this.drawAt(this.positionMs);
    this.onTick(this.positionMs, false);
    if (wasPlaying) this.play();
  }

  dispose(): void {
    this.disposed = true;
    this.pause();
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
      this.drawAt(now);
      this.onTick(this.positionMs, false);
      return;
    }
    this.drawAt(now);
    this.onTick(now, true);
    this.frame = requestAnimationFrame(this.loop);
  };

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
