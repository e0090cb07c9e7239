/**
 * Mouth shapes for uploaded audio (audio-driven pages), which come without phoneme timings:
 * the mouth follows the loudness envelope. Pure; the same smoothing idea as the speech
 * package's viseme track (open fast, close slower, shut in real pauses).
 */
import type { VisemeFrame } from '@orator/shared';

/** Below this share of the loudest frame the frame counts as silence. */
const SILENCE_SHARE = 0.12;
const ATTACK = 0.7;
const RELEASE = 0.5;

export function visemesFromEnvelope(envelope: readonly number[]): VisemeFrame[] {
  const sorted = [...envelope].sort((a, b) => a - b);
  // The 95th percentile, not the maximum, so one click does not flatten everything else.
  const peak = sorted[Math.floor(0.95 * (sorted.length - 1))] ?? 0;
  if (peak <= 0) return envelope.map(() => ({ viseme: 'sil', openness: 0, rounding: 0 }));
  let openness = 0;
  let quietFrames = 0;
  return envelope.map((rms) => {
    const level = rms / peak;
    const target = level < SILENCE_SHARE ? 0 : Math.min(1, (level - SILENCE_SHARE) / (1 - SILENCE_SHARE));
    quietFrames = target === 0 ? quietFrames + 1 : 0;
    openness += (target - openness) * (target > openness ? ATTACK : RELEASE);
    // Two quiet frames (80 ms) are a pause, not a consonant: the lips meet.
    if (quietFrames >= 2) openness = 0;
    const value = Math.round(openness * 1000) / 1000;
    return { viseme: value === 0 ? 'sil' : 'aa', openness: value, rounding: 0 };
  });
}
