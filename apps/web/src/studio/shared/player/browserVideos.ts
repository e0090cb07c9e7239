import { FRAME_MS } from '@orator/render/plan';
import { acquireObjectUrl, releaseObjectUrl } from './sharedObjectUrls.ts';
import { isHeld, seekTimeMs, type VideoTarget } from './videoTime.ts';

/** A paused frame is the export's when the element sits within half a frame of it. */
const MATCH_MS = FRAME_MS / 2;
/**
 * Playing videos more than a frame off the audio clock are pulled back. A seek stalls the
 * element for its decode (measured ~70 ms behind afterwards in headless Chromium), so small
 * drift is absorbed by running slightly faster or slower; only a large one is re-seeked.
 */
const DRIFT_MS = FRAME_MS;
const RESEEK_DRIFT_MS = 6 * FRAME_MS;
const CATCH_UP_RATE = 1.25;
const SLOW_DOWN_RATE = 0.8;
/** After a seek the element needs a moment to run again before its drift means anything. */
const RESYNC_PAUSE_MS = 1000;
/** A seek that never lands (a broken file) must not hold the preview's picture back for long. */
const SETTLE_TIMEOUT_MS = 1500;
const LOAD_TIMEOUT_MS = 20_000;

interface VideoEntry {
  element: HTMLVideoElement;
  lengthMs: number;
  /** Where the element must be for the paused frame: the latest request wins. */
  targetMs: number | null;
  /** Paused-frame requests waiting for the element to reach `targetMs`. */
  waiters: (() => void)[];
  /** performance.now() of the last drift seek while playing. */
  resyncedAt: number;
}

/**
 * One hidden, muted <video> per distinct clip url, driven to the export's source times.
 * Paused, every visible video is seeked to its frame and the draw waits for `seeked`;
 * playing, the elements run on their own and are pulled back when they drift from the
 * audio clock. Clip sound is not played here: the plan's audio mix already has it.
 */
export class BrowserVideos {
  private readonly entries = new Map<string, VideoEntry>();
  private playing = false;
  private disposed = false;

  /** Fetches each clip with the session (same-origin /oss urls need it) and waits for its first frame. */
  async load(urls: readonly string[]): Promise<void> {
    await Promise.all(urls.map((url) => this.loadOne(url)));
  }

  /** The drawable for `url`: while paused only once it shows the requested frame. */
  frame(url: string): HTMLVideoElement | null {
    const entry = this.entries.get(url);
    if (!entry || entry.element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return null;
    if (this.playing) return entry.element;
    // Mid-seek, currentTime already reads the new time while the old picture is still up.
    return entry.targetMs !== null && !entry.element.seeking && isAt(entry, entry.targetMs) ? entry.element : null;
  }

  /**
   * Paused: seeks every video on screen to its frame; resolves when all show it (or after a
   * timeout). A newer call moves the targets; an older call then resolves with the newer frame.
   */
  async settle(targets: readonly VideoTarget[]): Promise<void> {
    this.playing = false;
    for (const entry of this.entries.values()) {
      entry.element.pause();
      entry.element.playbackRate = 1;
    }
    await Promise.all(
      targets.map((target) => {
        const entry = this.entries.get(target.url);
        return entry ? this.seek(entry, seekTimeMs(target.sourceMs, entry.lengthMs, target.loop)) : undefined;
      }),
    );
  }

  /**
   * Playing: each video on screen runs at its source time; the others wait paused, those
   * about to come on screen (`cued`) already on their first frame.
   */
  sync(targets: readonly VideoTarget[], cued: readonly VideoTarget[] = []): void {
    this.playing = true;
    const byUrl = new Map(targets.map((target) => [target.url, target]));
    const cuedByUrl = new Map(cued.map((target) => [target.url, target]));
    for (const [url, entry] of this.entries) {
      const target = byUrl.get(url);
      const { element } = entry;
      if (!target) {
        if (!element.paused) element.pause();
        const cue = cuedByUrl.get(url);
        const cueMs = cue ? seekTimeMs(cue.sourceMs, entry.lengthMs, cue.loop) : null;
        if (cueMs !== null && !element.seeking && !isAt(entry, cueMs)) element.currentTime = cueMs / 1000;
        continue;
      }
      const wantedMs = seekTimeMs(target.sourceMs, entry.lengthMs, target.loop);
      element.loop = target.loop;
      if (isHeld(target.sourceMs, entry.lengthMs, target.loop)) {
        // Playing on from the end would restart the clip; the export holds its last frame.
        if (!element.paused) element.pause();
        if (!element.seeking && !isAt(entry, wantedMs)) element.currentTime = wantedMs / 1000;
        continue;
      }
      if (element.paused) {
        if (Math.abs(element.currentTime * 1000 - wantedMs) > DRIFT_MS) element.currentTime = wantedMs / 1000;
        element.play().catch(() => {
          // A play() cut short by pause() rejects; the next sync starts it again.
        });
      } else if (!element.seeking) {
        this.correctDrift(entry, element.currentTime * 1000 - wantedMs, wantedMs);
      }
    }
  }

  private correctDrift(entry: VideoEntry, driftMs: number, wantedMs: number): void {
    const { element } = entry;
    if (Math.abs(driftMs) > RESEEK_DRIFT_MS && performance.now() - entry.resyncedAt > RESYNC_PAUSE_MS) {
      entry.resyncedAt = performance.now();
      element.playbackRate = 1;
      element.currentTime = wantedMs / 1000;
    } else if (Math.abs(driftMs) > DRIFT_MS) {
      element.playbackRate = driftMs < 0 ? CATCH_UP_RATE : SLOW_DOWN_RATE;
    } else if (Math.abs(driftMs) < MATCH_MS / 2) {
      element.playbackRate = 1;
    }
  }

  dispose(): void {
    this.disposed = true;
    for (const [url, entry] of this.entries) {
      entry.element.pause();
      entry.element.removeAttribute('src');
      entry.element.load();
      releaseObjectUrl(url);
      for (const resolve of entry.waiters) resolve();
    }
    this.entries.clear();
  }

  private seek(entry: VideoEntry, timeMs: number): Promise<void> {
    entry.targetMs = timeMs;
    if (!entry.element.seeking && isAt(entry, timeMs)) return Promise.resolve();
    // While a seek is under way the `seeked` handler issues the newest target: scrubbing
    // coalesces into one seek at a time instead of a queue of stale ones.
    if (!entry.element.seeking) entry.element.currentTime = timeMs / 1000;
    return new Promise((resolve) => {
      entry.waiters.push(resolve);
      setTimeout(resolve, SETTLE_TIMEOUT_MS);
    });
  }

  private onSeeked(entry: VideoEntry): void {
    if (this.playing || entry.targetMs === null) return;
    if (!isAt(entry, entry.targetMs)) {
      entry.element.currentTime = entry.targetMs / 1000;
      return;
    }
    const waiters = entry.waiters;
    entry.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private async loadOne(url: string): Promise<void> {
    if (this.entries.has(url)) return;
    let objectUrl: string;
    try {
      objectUrl = await acquireObjectUrl(url);
    } catch {
      releaseObjectUrl(url);
      return; // like a missing image: the layer draws as absent, the rest of the preview works
    }
    if (this.disposed) {
      releaseObjectUrl(url);
      return;
    }
    const element = document.createElement('video');
    element.muted = true;
    element.playsInline = true;
    element.preload = 'auto';
    const entry: VideoEntry = { element, lengthMs: Number.NaN, targetMs: null, waiters: [], resyncedAt: 0 };
    element.addEventListener('seeked', () => this.onSeeked(entry));
    const ready = await new Promise<boolean>((resolve) => {
      element.addEventListener('loadeddata', () => resolve(true), { once: true });
      element.addEventListener('error', () => resolve(false), { once: true });
      setTimeout(() => resolve(false), LOAD_TIMEOUT_MS);
      element.src = objectUrl;
    });
    if (!ready || this.disposed) {
      element.removeAttribute('src');
      releaseObjectUrl(url);
      return;
    }
    entry.lengthMs = element.duration * 1000;
    // The painter fits by `width`/`height`, which on a <video> are layout attributes (0 when
    // unset); drawImage crops in intrinsic pixels, so the attributes take the intrinsic size.
    element.width = element.videoWidth;
    element.height = element.videoHeight;
    this.entries.set(url, entry);
  }
}

function isAt(entry: VideoEntry, timeMs: number): boolean {
  return Math.abs(entry.element.currentTime * 1000 - timeMs) <= MATCH_MS;
}
