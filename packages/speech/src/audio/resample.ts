import { clampInt16, type PcmAudio } from './wav.ts';

const KERNEL_HALF_WIDTH = 8; // zero crossings each side of the windowed-sinc kernel

/**
 * Band-limited resampling with a Hann-windowed sinc. The cut-off follows the lower of the
 * two Nyquist rates, so downsampling festival's 32 kHz output does not alias.
 */
export function resample(audio: PcmAudio, targetRate: number): PcmAudio {
  if (audio.sampleRate === targetRate) return audio;
  const ratio = targetRate / audio.sampleRate;
  const cutoff = Math.min(1, ratio); // relative to the source Nyquist
  const outLength = Math.round(audio.samples.length * ratio);
  const out = new Int16Array(outLength);
  const src = audio.samples;
  const halfWidth = KERNEL_HALF_WIDTH / cutoff;
  for (let i = 0; i < outLength; i++) {
    const center = i / ratio;
    const first = Math.ceil(center - halfWidth);
    const last = Math.floor(center + halfWidth);
    let acc = 0;
    let weightSum = 0;
    for (let j = first; j <= last; j++) {
      const x = j - center;
      const weight = cutoff * sinc(cutoff * x) * hann(x / halfWidth);
      weightSum += weight;
      if (j >= 0 && j < src.length) acc += (src[j] ?? 0) * weight;
    }
    out[i] = clampInt16(weightSum > 0 ? acc / weightSum : 0);
  }
  return { sampleRate: targetRate, samples: out };
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
