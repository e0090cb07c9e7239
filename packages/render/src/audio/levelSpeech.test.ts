import { describe, expect, it } from 'vitest';
import { speechLevelArgs } from './levelSpeech.ts';

describe('speech levelling arguments', () => {
  it('applies the gain and then the mix limiter, writing 16-bit mono WAV', () => {
    const args = speechLevelArgs('/tmp/in.wav', '/tmp/out.wav', 2.5);
    const filter = args[args.indexOf('-af') + 1];
    expect(filter).toMatch(/^volume=2\.5000,alimiter=limit=0\.\d{4}:level=0:latency=1$/);
    // The limit sits under the true-peak ceiling (-1.5 dBTP), as in the export mix.
    expect(Number(/limit=([\d.]+)/.exec(filter!)![1])).toBeLessThan(10 ** (-1.5 / 20));
    expect(args.slice(-5)).toEqual(['-ac', '1', '-c:a', 'pcm_s16le', '/tmp/out.wav']);
    expect(args[args.indexOf('-i') + 1]).toBe('/tmp/in.wav');
  });
});
