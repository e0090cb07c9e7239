import { encodeWav } from '@orator/speech';

/**
 * A mono 16-bit WAV whose samples come from `wave(t)` (seconds -> -1..1): real audio for
 * upload tests, encoded by the same WAV writer the speech engine uses.
 */
export function synthWav(seconds: number, rate: number, wave: (t: number) => number): Buffer {
  const samples = new Int16Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.max(-1, Math.min(1, wave(i / rate))) * 32767);
  return encodeWav({ sampleRate: rate, samples });
}
