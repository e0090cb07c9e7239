import { describe, expect, it } from 'vitest';
import { renderBackgroundJpeg, renderMusicMp3 } from './stock-files.ts';
import { BACKGROUND_DESIGNS } from './background-designs.ts';
import { ILLUSTRATIONS } from './illustrations.ts';
import { loopSeconds, MUSIC_SAMPLE_RATE, synthesise } from './music-synth.ts';
import { MUSIC_TRACKS } from './music-tracks.ts';

describe('stock assets', () => {
  it('has at least 40 backgrounds and 40 illustrations with unique ids', () => {
    expect(BACKGROUND_DESIGNS.length).toBeGreaterThanOrEqual(40);
    expect(ILLUSTRATIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BACKGROUND_DESIGNS.map((d) => d.id)).size).toBe(BACKGROUND_DESIGNS.length);
    expect(new Set(ILLUSTRATIONS.map((d) => d.id)).size).toBe(ILLUSTRATIONS.length);
    for (const d of ILLUSTRATIONS) expect(d.svg).toMatch(/^<svg [^>]*viewBox="0 0 100 100"/);
  });

  it('draws the same background bytes every time, and different designs differently', () => {
    const [a, b] = BACKGROUND_DESIGNS;
    const first = renderBackgroundJpeg(a!.id, 320, 180);
    expect(first?.equals(renderBackgroundJpeg(a!.id, 320, 180)!)).toBe(true);
    expect(first?.equals(renderBackgroundJpeg(b!.id, 320, 180)!)).toBe(false);
    expect(renderBackgroundJpeg('bg-unknown', 320, 180)).toBeNull();
  });

  it('synthesises 30-60 s loops deterministically, within full scale and not silent', () => {
    expect(MUSIC_TRACKS.length).toBeGreaterThanOrEqual(8);
    for (const track of MUSIC_TRACKS) {
      expect(loopSeconds(track)).toBeGreaterThanOrEqual(30);
      expect(loopSeconds(track)).toBeLessThanOrEqual(60);
    }
    const track = MUSIC_TRACKS.find((t) => t.id === 'mu-calm-reflection')!;
    const samples = synthesise(track);
    expect(samples.length).toBe(Math.round(loopSeconds(track) * MUSIC_SAMPLE_RATE));
    expect(synthesise(track)).toEqual(samples);
    let peak = 0;
    let energy = 0;
    for (const v of samples) {
      peak = Math.max(peak, Math.abs(v));
      energy += v * v;
    }
    expect(peak).toBeLessThanOrEqual(0.9);
    expect(Math.sqrt(energy / samples.length)).toBeGreaterThan(0.02);
  });

  it('encodes a track to the same MP3 bytes twice', async () => {
    const id = 'mu-news-headline';
    const first = await renderMusicMp3(id);
    expect(first?.length).toBeGreaterThan(100_000);
    expect(first?.equals((await renderMusicMp3(id))!)).toBe(true);
  });
});
