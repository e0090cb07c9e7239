/**
 * The render plan: everything the frame loop and the audio mixer need, computed from a
 * project and its speech without touching disk or processes. Times are ms on the whole video.
 */
import type { TimedWord } from '@orator/speech';
import type { VisemeFrame } from '@orator/shared';
import type { Scene, Ratio } from '@orator/scene';

/** Output frame rate: the timeline frame (40 ms, product-rules#timeline). */
export const RENDER_FPS = 25;
export const FRAME_MS = 1000 / RENDER_FPS;

/** A voice track placed on a page or dubbing clip: audio plus what the mouth and subtitles need. */
export interface PlacedVoice {
  /** 16-bit PCM WAV. */
  wav: Buffer;
  durationMs: number;
  /** Word timings relative to the voice start (empty for uploaded audio). */
  words: TimedWord[];
  /** Mouth shapes at RENDER_FPS from the voice start. */
  visemes: VisemeFrame[];
  /** The text that was spoken, for subtitles (empty for uploaded audio). */
  script: string;
}

/** One stretch of the video drawn from one scene (a page, or the whole track timeline). */
export interface PlannedSegment {
  id: string;
  startMs: number;
  durationMs: number;
  scene: Scene;
}

type AudioSource = { kind: 'wav'; data: Buffer } | { kind: 'url'; url: string };
type AudioRole = 'speech' | 'audio' | 'video' | 'bgm';

export interface AudioInput {
  id: string;
  role: AudioRole;
  source: AudioSource;
  startMs: number;
  /** Length played; the source is trimmed, or looped when `loop`. */
  durationMs: number;
  /** Offset into the source where playing starts. */
  sourceStartMs: number;
  /** Linear gain, 1 = unity (spec audioDb 100). */
  gain: number;
  fadeInMs: number;
  fadeOutMs: number;
  loop: boolean;
}

export interface TimedCue {
  startMs: number;
  endMs: number;
  text: string;
}

export interface Interval {
  startMs: number;
  endMs: number;
}

export interface RenderPlan {
  ratio: Ratio;
  width: number;
  height: number;
  fps: number;
  /** Always a whole number of frames, so audio and video end together. */
  durationMs: number;
  frameCount: number;
  segments: PlannedSegment[];
  audio: AudioInput[];
  /** Subtitle cues on the whole video (for SRT/VTT), empty when subtitles are off. */
  subtitles: TimedCue[];
  /** When someone is speaking: BGM ducks under these. */
  speechIntervals: Interval[];
  /** Mouth openness per output frame (0 closed .. 1 open), for the cover pick and quality checks. */
  mouthOpenness: number[];
}
