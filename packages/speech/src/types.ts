/** Public data types of the speech package (see packages/speech/src/index.ts for the service API). */

/** speed 0.5..2 (1 = normal), pitch 0.5..2 (1 = voice default), volume 0..2 (1 = unchanged). */
export interface SpeechRequest {
  text: string;
  voiceId: string;
  speed?: number;
  pitch?: number;
  volume?: number;
}

/**
 * One phoneme with its span in the audio. Phonemes of every engine are normalised to IPA
 * symbols ('' marks a pause), so the viseme mapping needs a single table.
 */
export interface TimedPhoneme {
  phoneme: string;
  startMs: number;
  endMs: number;
}

export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
}

/** wav is 16-bit PCM mono at SPEECH_SAMPLE_RATE. */
export interface SpeechResult {
  wav: Buffer;
  sampleRate: number;
  durationMs: number;
  phonemes: TimedPhoneme[];
  /** The request text's own words ("$13.7", "François"), timed by the speech that reads them. */
  words: TimedWord[];
  voiceId: string;
}

type VoiceEngine = 'festival' | 'flite' | 'espeak' | 'openai';

export interface Voice {
  id: string;
  name: string;
  /** Spec content-language code (auto, zhchs, en, arXA, ...). */
  language: string;
  /** BCP-47 locale of the accent, e.g. en-US, zh-HK. */
  locale: string;
  gender: 'male' | 'female';
  engine: VoiceEngine;
}

/** Allowed ranges of the voice parameters, published with the catalog so UIs can draw sliders. */
export interface ParameterRange {
  min: number;
  max: number;
  default: number;
}

export const PARAMETER_RANGES = {
  speed: { min: 0.5, max: 2, default: 1 },
  pitch: { min: 0.5, max: 2, default: 1 },
  volume: { min: 0, max: 2, default: 1 },
} as const satisfies Record<'speed' | 'pitch' | 'volume', ParameterRange>;

/** Request parameters after defaulting and clamping. */
export interface VoiceParameters {
  speed: number;
  pitch: number;
  volume: number;
}

export interface SpeechCache {
  get(key: string): Promise<Buffer | null>;
  put(key: string, value: Buffer): Promise<void>;
}

export interface SpeechService {
  voices(): Voice[];
  voicesFor(language: string): Voice[];
  defaultVoice(language: string): Voice;
  synthesize(req: SpeechRequest): Promise<SpeechResult>;
  sample(voiceId: string): Promise<SpeechResult>;
}

/** Every engine's output is resampled to this rate so downstream mixing needs no resampler. */
export const SPEECH_SAMPLE_RATE = 22050;
