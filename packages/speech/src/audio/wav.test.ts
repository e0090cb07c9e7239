import { describe, expect, it } from 'vitest';
import { rmsEnvelope, pearson } from './envelope.ts';
import { applyGain, concatAudio, resample } from './resample.ts';
import { decodeWav, durationMsOf, encodeWav } from './wav.ts';

function sine(freq: number, rate: number, seconds: number, amplitude = 10000): Int16Array {
  return Int16Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.round(amplitude * Math.sin((2 * Math.PI * freq * i) / rate)),
  );
}

/** Frequency estimate from zero crossings; good enough to tell a resampler got the pitch right. */
function zeroCrossingFrequency(samples: Int16Array, rate: number): number {
  let crossings = 0;
  for (let i = 1; i < samples.length; i++) if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) crossings++;
  return (crossings / 2) * (rate / samples.length);
}

describe('wav', () => {
  it('round-trips 16-bit mono PCM', () => {
    const samples = sine(440, 22050, 0.1);
    const decoded = decodeWav(encodeWav({ sampleRate: 22050, samples }));
    expect(decoded.sampleRate).toBe(22050);
    expect(Array.from(decoded.samples)).toEqual(Array.from(samples));
  });

  it('mixes stereo down and skips unknown chunks', () => {
    const mono = encodeWav({ sampleRate: 8000, samples: Int16Array.from([1000, -1000]) });
    const stereo = Buffer.alloc(44 + 12 + 8);
    mono.copy(stereo, 0, 0, 36);
    stereo.write('LIST', 36, 'ascii');
    stereo.writeUInt32LE(4, 40);
    stereo.write('INFO', 44, 'ascii');
    stereo.writeUInt16LE(2, 22); // channels
    stereo.writeUInt16LE(4, 32); // block align
    stereo.write('data', 48, 'ascii');
    stereo.writeUInt32LE(8, 52);
    [1000, 3000, -1000, -3000].forEach((v, i) => stereo.writeInt16LE(v, 56 + i * 2));
    expect(Array.from(decodeWav(stereo).samples)).toEqual([2000, -2000]);
  });

  it('rejects non-WAV input', () => {
    expect(() => decodeWav(Buffer.from('ID3 not a wav file'))).toThrow(/RIFF/);
  });
});

describe('resample', () => {
  it('keeps duration and pitch when converting 32 kHz to 22.05 kHz', () => {
    const source = { sampleRate: 32000, samples: sine(440, 32000, 0.5) };
    const out = resample(source, 22050);
    expect(Math.abs(durationMsOf(out) - durationMsOf(source))).toBeLessThan(0.1);
    expect(zeroCrossingFrequency(out.samples, 22050)).toBeCloseTo(440, -1);
  });

  it('removes content above the new Nyquist frequency instead of aliasing it', () => {
    const out = resample({ sampleRate: 32000, samples: sine(14000, 32000, 0.2) }, 22050);
    const rms = rmsEnvelope(out, 200)[0] ?? 1;
    expect(rms).toBeLessThan(0.02); // input RMS is ~0.22
  });
});

describe('gain, concat, envelope', () => {
  it('scales and clips', () => {
    const out = applyGain({ sampleRate: 8000, samples: Int16Array.from([100, 30000]) }, 2);
    expect(Array.from(out.samples)).toEqual([200, 32767]);
  });
  it('concatenates parts in order', () => {
    const a = { sampleRate: 8000, samples: Int16Array.from([1, 2]) };
    const b = { sampleRate: 8000, samples: Int16Array.from([3]) };
    expect(Array.from(concatAudio([a, b], 8000).samples)).toEqual([1, 2, 3]);
  });
  it('computes Pearson correlation', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(pearson([1, 1, 1], [1, 2, 3])).toBe(0);
  });
});
