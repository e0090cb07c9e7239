import { describe, expect, it } from 'vitest';
import { peaksOf, windowPeaks } from './waveform.ts';

describe('waveform peaks', () => {
  it('keeps the loudest absolute sample of each bucket', () => {
    expect([...peaksOf(new Float32Array([0.1, -0.5, 0.2, 0.3, -0.05]), 2)].map((v) => Number(v.toFixed(2)))).toEqual([0.5, 0.3, 0.05]);
  });

  it('spreads only the trimmed source window over the bars', () => {
    // 10 values of 20 ms: silent first half, loud second half.
    const peaks = { values: new Float32Array([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]), msPerValue: 20 };
    expect(windowPeaks(peaks, 0, 200, 2)).toEqual([0, 1]);
    expect(windowPeaks(peaks, 100, 100, 2)).toEqual([1, 1]);
    expect(windowPeaks(peaks, 0, 100, 5)).toEqual([0, 0, 0, 0, 0]);
  });
});
