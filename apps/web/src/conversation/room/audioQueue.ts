import type { PlannedAction, VisemeFrame } from '@orator/shared';
import { VISEME_FPS } from '@orator/shared';

interface Scheduled {
  source: AudioBufferSourceNode;
  startAt: number;
  durationS: number;
  visemes: VisemeFrame[];
  actions: PlannedAction[];
}

/** Base64 -> bytes (the socket sends each clause's WAV as base64). */
export function base64Bytes(data: string): ArrayBuffer {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

/**
 * Plays answer clauses back to back on the WebAudio clock (gapless, in arrival order) and says which
 * mouth shape belongs to the moment being heard, so the avatar's lips follow the audio clock.
 * stop() silences at once (barge-in).
 */
export class AudioQueue {
  private context: AudioContext | null = null;
  /** Every clause plays through this, so mute silences what is playing too. */
  private output: GainNode | null = null;
  private mutedValue = false;
  private scheduled: Scheduled[] = [];
  private nextStart = 0;
  /** Clauses that started playing (e2e and the UI read it). */
  played = 0;
  private decoding: Promise<void> = Promise.resolve();
  private generation = 0;

  /** Creates (or resumes) the audio context; call from a user gesture so the browser allows sound. */
  unlock(): void {
    if (!this.context) {
      this.context = new AudioContext();
      this.output = this.context.createGain();
      this.output.gain.value = this.mutedValue ? 0 : 1;
      this.output.connect(this.context.destination);
    }
    if (this.context.state === 'suspended') void this.context.resume();
  }

  enqueue(wav: ArrayBuffer, visemes: VisemeFrame[], onStart?: () => void, actions: PlannedAction[] = []): void {
    this.unlock();
    const context = this.context;
    if (!context) return;
    const generation = this.generation;
    // Decoding is async; chaining keeps clauses in order.
    this.decoding = this.decoding.then(async () => {
      let buffer: AudioBuffer;
      try {
        buffer = await context.decodeAudioData(wav);
      } catch {
        return;
      }
      if (generation !== this.generation) return;
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(this.output ?? context.destination);
      const startAt = Math.max(context.currentTime + 0.02, this.nextStart);
      this.nextStart = startAt + buffer.duration;
      const item: Scheduled = { source, startAt, durationS: buffer.duration, visemes, actions };
      this.scheduled.push(item);
      source.onended = () => {
        this.scheduled = this.scheduled.filter((s) => s !== item);
      };
      source.start(startAt);
      const delayMs = Math.max(0, (startAt - context.currentTime) * 1000);
      setTimeout(() => {
        if (generation !== this.generation) return;
        this.played += 1;
        onStart?.();
      }, delayMs);
    });
  }

  /** Silences everything scheduled and drops clauses still decoding. */
  stop(): void {
    this.generation += 1;
    for (const item of this.scheduled) {
      try {
        item.source.stop();
      } catch {
        // not started yet
      }
    }
    this.scheduled = [];
    this.nextStart = 0;
  }

  /** Mute keeps the clauses going (the mouth still moves, `played` still counts) but silent. */
  set muted(muted: boolean) {
    this.mutedValue = muted;
    if (this.output) this.output.gain.value = muted ? 0 : 1;
  }

  get muted(): boolean {
    return this.mutedValue;
  }

  get speaking(): boolean {
    const now = this.context?.currentTime ?? 0;
    return this.scheduled.some((item) => now >= item.startAt && now < item.startAt + item.durationS);
  }

  /** The mouth shape at this instant of playback, or null when nothing is heard. */
  currentViseme(): VisemeFrame | null {
    const now = this.context?.currentTime ?? 0;
    const item = this.scheduled.find((s) => now >= s.startAt && now < s.startAt + s.durationS);
    if (!item) return null;
    return item.visemes[Math.floor((now - item.startAt) * VISEME_FPS)] ?? null;
  }

  /** The gesture being made at this instant of playback (its own clock from its start), or null. */
  currentAction(): { action: PlannedAction; localMs: number } | null {
    const now = this.context?.currentTime ?? 0;
    const item = this.scheduled.find((s) => now >= s.startAt && now < s.startAt + s.durationS);
    if (!item) return null;
    const clauseMs = (now - item.startAt) * 1000;
    const action = item.actions.find((a) => clauseMs >= a.startMs && clauseMs < a.startMs + a.durationMs);
    return action ? { action, localMs: clauseMs - action.startMs } : null;
  }

  close(): void {
    this.stop();
    void this.context?.close();
    this.context = null;
    this.output = null;
  }
}
