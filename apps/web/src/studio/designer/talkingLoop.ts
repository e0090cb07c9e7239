import { VISEME_FPS, type Viseme, type VisemeFrame } from '@orator/shared';

/**
 * The designer preview's mouth track: a few seconds of speech-shaped visemes (syllables of a
 * greeting, then a pause), so the user sees how the design talks before any voice is chosen.
 * Frames at VISEME_FPS, like the speech engine's output the renderer normally gets.
 */
const SYLLABLES: readonly (readonly [Viseme, number])[] = [
  ['E', 0.55],
  ['nn', 0.3],
  ['oh', 0.7],
  ['sil', 0],
  ['aa', 0.85],
  ['ih', 0.45],
  ['PP', 0.05],
  ['aa', 0.8],
  ['RR', 0.35],
  ['E', 0.6],
  ['SS', 0.25],
  ['E', 0.55],
  ['nn', 0.3],
  ['TH', 0.25],
  ['RR', 0.4],
  ['ou', 0.6],
];
const FRAMES_PER_SYLLABLE = 4;
const PAUSE_FRAMES = VISEME_FPS;

export const TALKING_LOOP_MS = ((SYLLABLES.length * FRAMES_PER_SYLLABLE + PAUSE_FRAMES) * 1000) / VISEME_FPS;

export function talkingLoopVisemes(): VisemeFrame[] {
  const frames: VisemeFrame[] = [];
  for (const [viseme, openness] of SYLLABLES) {
    for (let i = 0; i < FRAMES_PER_SYLLABLE; i++) {
      // Each syllable opens and closes again, as coarticulated speech does.
      const shape = Math.sin(((i + 0.5) / FRAMES_PER_SYLLABLE) * Math.PI);
      frames.push({ viseme, openness: openness * shape, rounding: viseme === 'ou' || viseme === 'oh' ? 0.8 : 0 });
    }
  }
  for (let i = 0; i < PAUSE_FRAMES; i++) frames.push({ viseme: 'sil', openness: 0, rounding: 0 });
  return frames;
}
