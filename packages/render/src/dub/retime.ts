/**
 * Re-timing a dub (pure): where each translated line is placed and how much it is sped up or
 * slowed down so it fits the stretch of video the original line was spoken in.
 *
 * Rules: a line keeps its original start (the silences between lines stay where they were); its
 * tempo is its length over the original line's length, kept within [minTempo, maxTempo] so it
 * never sounds rushed or dragged. A line still too long runs into the following silence; if it
 * would reach the next line, that line starts late (after a short breath), and the last line is
 * cut at the end of the video.
 */

export interface RetimeSlot {
  startMs: number;
  endMs: number;
}

export interface RetimeLimits {
  minTempo: number;
  maxTempo: number;
  /** Silence kept between two lines that had to be pushed apart. */
  breathMs: number;
}

/** atempo within 0.85..1.5 keeps espeak and festival voices natural (measured by ear on both). */
export const DEFAULT_RETIME_LIMITS: RetimeLimits = { minTempo: 0.85, maxTempo: 1.5, breathMs: 120 };

export interface Placement {
  startMs: number;
  /** Length after the tempo change, cut at the video's end when the last line runs over. */
  durationMs: number;
  /** ffmpeg atempo factor: > 1 faster, < 1 slower. */
  tempo: number;
  /** How much later than its original start the line begins (pushed by the line before). */
  delayMs: number;
  /** Speech lost at the end of the video (ms of re-timed speech). */
  cutMs: number;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function planRetiming(
  slots: readonly RetimeSlot[],
  speechMs: readonly number[],
  videoDurationMs: number,
  limits: RetimeLimits = DEFAULT_RETIME_LIMITS,
): Placement[] {
  if (slots.length !== speechMs.length) throw new Error('one speech length per slot');
  const placements: Placement[] = [];
  let previousEnd = 0;
  for (const [index, slot] of slots.entries()) {
    const speech = Math.max(0, speechMs[index] ?? 0);
    const slotMs = Math.max(1, slot.endMs - slot.startMs);
    const tempo = speech === 0 ? 1 : round3(Math.min(limits.maxTempo, Math.max(limits.minTempo, speech / slotMs)));
    const length = Math.round(speech / tempo);
    const startMs = index === 0 ? Math.max(0, slot.startMs) : Math.max(slot.startMs, previousEnd + limits.breathMs);
    const endMs = startMs + length;
    const cutMs = Math.max(0, endMs - videoDurationMs);
    const durationMs = Math.max(0, length - cutMs);
    placements.push({ startMs: Math.min(startMs, videoDurationMs), durationMs, tempo, delayMs: startMs - slot.startMs, cutMs });
    previousEnd = startMs + durationMs;
  }
  return placements;
}

export interface TimedSound {
  phoneme: string;
  startMs: number;
  endMs: number;
}

/**
 * Each line's phonemes moved onto the video's timeline as the line was placed: stretched by its
 * tempo, shifted to its start, dropped past its (possibly cut) end. What the lip-synced mouths follow.
 */
export function retimePhonemes(perLine: readonly (readonly TimedSound[])[], placements: readonly Placement[]): TimedSound[] {
  return placements.flatMap((placement, index) =>
    (perLine[index] ?? []).flatMap((sound) => {
      const startMs = placement.startMs + sound.startMs / placement.tempo;
      const endMs = Math.min(placement.startMs + sound.endMs / placement.tempo, placement.startMs + placement.durationMs);
      return endMs > startMs ? [{ phoneme: sound.phoneme, startMs: Math.round(startMs), endMs: Math.round(endMs) }] : [];
    }),
  );
}
