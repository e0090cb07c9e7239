import { clampInt16, type PcmAudio } from './wav.ts';

const KERNEL_HALF_WIDTH = 8; // zero crossings each side of the windowed-sinc kernel

/**
 * Band-limited resampling with a Hann-windowed sinc. The cut-off follows the lower of the
 * two Nyquist rates, so downsampling festival's 32 kHz output does not alias. The rates are
 * related by a rational factor (22050/32000 = 441/640), so output samples fall on only
 * `phases` distinct sub-sample offsets: their kernels are computed once (polyphase table).
 */
export function resample(audio: PcmAudio, targetRate: number): PcmAudio {
  if (audio.sampleRate === targetRate) return audio;
  const divisor = gcd(audio.sampleRate, targetRate);
  const phases = targetRate / divisor; // output samples per repeating pattern
  const step = audio.sampleRate / divisor; // input samples advanced per pattern
  const cutoff = Math.min(1, targetRate / audio.sampleRate); // relative to the source Nyquist
  const halfWidth = KERNEL_HALF_WIDTH / cutoff;
  const taps = 2 * Math.ceil(halfWidth) + 1;
  const table = kernelTable(phases, taps, cutoff, halfWidth);

  const src = audio.samples;
  const outLength = Math.round((src.length * targetRate) / audio.sampleRate);
  const out = new Int16Array(outLength);
  const reach = Math.ceil(halfWidth);
  for (let i = 0; i < outLength; i++) {
    const position = i * step; // in units of 1/phases input samples
    const base = Math.floor(position / phases);
    const phase = position - base * phases;
    const kernelOffset = phase * taps;
    let acc = 0;
    for (let k = 0; k < taps; k++) {
      const j = base - reach + k;
      if (j >= 0 && j < src.length) acc += (src[j] ?? 0) * (table[kernelOffset + k] ?? 0);
    }
    out[i] = clampInt16(acc);
  }
  return { sampleRate: targetRate, samples: out };
}

/** Normalised kernels: row p holds the weights of input samples base-reach .. base+reach. */
function kernelTable(phases: number, taps: number, cutoff: number, halfWidth: number): Float64Array {
  const table = new Float64Array(phases * taps);
  const reach = (taps - 1) / 2;
  for (let p = 0; p < phases; p++) {
    const fraction = p / phases;
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      const x = k - reach - fraction;
      const weight = Math.abs(x) >= halfWidth ? 0 : cutoff * sinc(cutoff * x) * hann(x / halfWidth);
      table[p * taps + k] = weight;
      sum += weight;
    }
    for (let k = 0; k < taps; k++) table[p * taps + k] = (table[p * taps + k] ?? 0) / sum;
  }
  return table;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

/** x in -1..1 */
function hann(x: number): number {
  return 0.5 + 0.5 * Math.cos(Math.PI * x);
}

/** Scales amplitude; used for the volume parameter on engines without a native volume control. */
export function applyGain(audio: PcmAudio, gain: number): PcmAudio {
  if (gain === 1) return audio;
  const out = new Int16Array(audio.samples.length);
  for (let i = 0; i < out.length; i++) out[i] = clampInt16((audio.samples[i] ?? 0) * gain);
  return { sampleRate: audio.sampleRate, samples: out };
}

export function concatAudio(parts: PcmAudio[], sampleRate: number): PcmAudio {
  const total = parts.reduce((n, p) => n + p.samples.length, 0);
  const out = new Int16Array(total);
  let at = 0;
  for (const part of parts) {
    if (part.sampleRate !== sampleRate) throw new Error('concatAudio: mixed sample rates');
    out.set(part.samples, at);
    at += part.samples.length;
  }
  return { sampleRate, samples: out };
}
