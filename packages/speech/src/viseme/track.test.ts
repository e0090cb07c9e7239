import { VISEMES } from '@orator/shared';
import { describe, expect, it } from 'vitest';
import type { TimedPhoneme } from '../types.ts';
import { visemeForPhoneme } from './phonemeVisemes.ts';
import { visemeTrack } from './track.ts';

/** Builds back-to-back phonemes from [symbol, durationMs] pairs. */
function timeline(...spec: [string, number][]): TimedPhoneme[] {
  let at = 0;
  return spec.map(([phoneme, ms]) => {
    const p = { phoneme, startMs: at, endMs: at + ms };
    at += ms;
    return p;
  });
}

describe('visemeForPhoneme', () => {
  it.each([
    ['', 'sil'],
    ['m', 'PP'],
    ['b', 'PP'],
    ['p', 'PP'],
    ['f', 'FF'],
    ['v', 'FF'],
    ['θ', 'TH'],
    ['ð', 'TH'],
    ['t', 'DD'],
    ['th', 'DD'],
    ['k', 'kk'],
    ['ɡ', 'kk'],
    ['tʃ', 'CH'],
    ['tɕ', 'CH'],
    ['ts.', 'CH'],
    ['ʃ', 'CH'],
    ['s', 'SS'],
    ['z', 'SS'],
    ['n', 'nn'],
    ['l', 'nn'],
    ['ɹ', 'RR'],
    ['ʁ', 'RR'],
    ['a', 'aa'],
    ['ɑː', 'aa'],
    ['aʊ', 'aa'],
    ['ä', 'aa'],
    ['ɛ', 'E'],
    ['ə', 'E'],
    ['eː', 'E'],
    ['e̞', 'E'],
    ['i', 'ih'],
    ['ɪ', 'ih'],
    ['iː', 'ih'],
    ['o', 'oh'],
    ['o̞', 'oh'],
    ['ɔ', 'oh'],
    ['u', 'ou'],
    ['ʊ', 'ou'],
    ['ɯᵝ', 'ih'],
    ['w', 'ou'],
    ['onɡ', 'oh'],
    ['iɛ', 'ih'],
    ['ʲ', 'ih'],
  ])('%s -> %s', (phoneme, viseme) => {
    expect(visemeForPhoneme(phoneme).viseme).toBe(viseme);
  });

  it('rounds the lips for rounded vowels only', () => {
    expect(visemeForPhoneme('u').rounding).toBe(1);
    expect(visemeForPhoneme('y').rounding).toBeGreaterThan(0.5);
    expect(visemeForPhoneme('a').rounding).toBe(0);
  });
});

describe('visemeTrack', () => {
  it('has one frame per 40 ms of audio and only known visemes', () => {
    const frames = visemeTrack(timeline(['h', 80], ['ə', 100], ['l', 60], ['oʊ', 160]), 1000);
    expect(frames).toHaveLength(25);
    for (const f of frames) {
      expect(VISEMES).toContain(f.viseme);
      expect(f.openness).toBeGreaterThanOrEqual(0);
      expect(f.openness).toBeLessThanOrEqual(1);
    }
  });

  it('closes the mouth fully during a pause longer than 200 ms', () => {
    const phonemes = timeline(['a', 300], ['', 400], ['a', 300]);
    const frames = visemeTrack(phonemes, 1000);
    // frames wholly inside 300..700 ms
    for (let f = 8; f < 17; f++) expect(frames[f]).toEqual({ viseme: 'sil', openness: 0, rounding: 0 });
    expect(frames[4]?.openness).toBeGreaterThan(0.8);
    expect(frames[20]?.openness).toBeGreaterThan(0.8);
  });

  it('keeps the mouth partly open through a short pause instead of flickering shut', () => {
    const frames = visemeTrack(timeline(['a', 400], ['', 80], ['a', 400]), 880);
    const duringPause = frames.slice(10, 12).map((f) => f.openness);
    expect(Math.max(...duringPause)).toBeGreaterThan(0);
  });

  it('reaches lip closure for m/b/p even between open vowels', () => {
    const frames = visemeTrack(timeline(['a', 200], ['m', 60], ['a', 200], ['b', 30], ['a', 200]), 690);
    const mFrames = frames.slice(5, 7);
    expect(mFrames.some((f) => f.viseme === 'PP' && f.openness === 0)).toBe(true);
    const bFrames = frames.slice(11, 13);
    expect(bFrames.some((f) => f.viseme === 'PP' && f.openness === 0)).toBe(true);
  });

  it('smooths openness: no frame-to-frame jump between two non-silent frames exceeds the attack', () => {
    const frames = visemeTrack(timeline(['s', 40], ['a', 40], ['t', 40], ['i', 40], ['k', 40], ['o', 40]), 240);
    for (let i = 1; i < frames.length; i++) {
      expect(Math.abs((frames[i]?.openness ?? 0) - (frames[i - 1]?.openness ?? 0))).toBeLessThan(0.8);
    }
  });

  it('returns closed frames when there are no phonemes', () => {
    expect(visemeTrack([], 120)).toEqual([
      { viseme: 'sil', openness: 0, rounding: 0 },
      { viseme: 'sil', openness: 0, rounding: 0 },
      { viseme: 'sil', openness: 0, rounding: 0 },
    ]);
  });
});
