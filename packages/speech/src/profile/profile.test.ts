import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeWav, type PcmAudio } from '../audio/wav.ts';
import { analyseVoice } from './features.ts';
import { buildVoiceDspArgs, voiceDspFilter } from './dspArgs.ts';
import { deriveDsp, genderByPitch, nearestVoice, type CandidateVoice } from './match.ts';
import { pitchTrack, quantile } from './pitch.ts';

const RATE = 16000;

/** A glottal-pulse-like tone: harmonics falling 6 dB per octave, optionally gliding. */
function tone(hz: (t: number) => number, seconds: number, harmonics = 12, rate = RATE): PcmAudio {
  const samples = new Int16Array(Math.round(seconds * rate));
  let phase = 0;
  for (let i = 0; i < samples.length; i++) {
    phase += (2 * Math.PI * hz(i / rate)) / rate;
    let v = 0;
    for (let h = 1; h <= harmonics; h++) v += Math.sin(h * phase) / h;
    samples[i] = Math.round(v * 8000);
  }
  return { samples, sampleRate: rate };
}

/**
 * An independent reference for real speech: plain normalised autocorrelation, peak picked over
 * 60-500 Hz on loud frames. Agreement of two different methods within a few Hz is the check.
 */
function autocorrelationMedian(audio: PcmAudio): number {
  const x = Float64Array.from(audio.samples, (s) => s / 32768);
  const window = 640;
  const values: number[] = [];
  let loudest = 0;
  for (let start = 0; start + 2 * window < x.length; start += 160) {
    let energy = 0;
    for (let i = start; i < start + window; i++) energy += (x[i] ?? 0) ** 2;
    loudest = Math.max(loudest, energy);
  }
  for (let start = 0; start + 2 * window < x.length; start += 160) {
    let energy = 0;
    for (let i = start; i < start + window; i++) energy += (x[i] ?? 0) ** 2;
    if (energy < loudest * 0.1) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(RATE / 500); lag <= RATE / 60; lag++) {
      let sum = 0;
      let norm = 0;
      for (let i = start; i < start + window; i++) {
        sum += (x[i] ?? 0) * (x[i + lag] ?? 0);
        norm += (x[i + lag] ?? 0) ** 2;
      }
      const r = sum / Math.sqrt(energy * norm || 1);
      if (r > best) {
        best = r;
        bestLag = lag;
      }
    }
    if (best > 0.8) values.push(RATE / bestLag);
  }
  return quantile(values, 0.5);
}

function festivalSpeech(text: string): PcmAudio {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'f0-'));
  try {
    const wav = path.join(dir, 'a.wav');
    execFileSync('text2wave', ['-o', wav], { input: text });
    const resampled = path.join(dir, 'b.wav');
    execFileSync('ffmpeg', ['-loglevel', 'error', '-i', wav, '-ac', '1', '-ar', String(RATE), resampled]);
    return decodeWav(fs.readFileSync(resampled));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('voice profile analysis', () => {
  it('estimates the F0 of a synthetic tone within 1 Hz, and leaves silence unvoiced', () => {
    for (const hz of [90, 140, 220, 330]) {
      const track = pitchTrack(tone(() => hz, 0.5));
      expect(Math.abs(quantile(track, 0.5) - hz), `${hz} Hz`).toBeLessThan(1);
    }
    const silent = pitchTrack({ samples: new Int16Array(8000), sampleRate: RATE });
    expect(silent.every((v) => v === 0)).toBe(true);
    // A glide 150 -> 250 Hz: the 10th and 90th percentiles sit near its ends.
    const glide = pitchTrack(tone((t) => 150 + 100 * t, 1));
    expect(quantile(glide, 0.1)).toBeGreaterThan(155);
    expect(quantile(glide, 0.9)).toBeLessThan(245);
  });

  it('measures festival speech within a few Hz of an autocorrelation reference', () => {
    const speech = festivalSpeech('The young teacher walked to the market before noon, and found a shiny coin.');
    const reference = autocorrelationMedian(speech);
    const features = analyseVoice([speech]);
    console.info('festival F0: yin', features.f0MedianHz, 'autocorrelation', reference.toFixed(1));
    expect(reference).toBeGreaterThan(120);
    expect(Math.abs(features.f0MedianHz - reference), `yin ${features.f0MedianHz} vs ${reference}`).toBeLessThan(5);
    expect(features.syllablesPerSecond).toBeGreaterThan(2);
    expect(features.syllablesPerSecond).toBeLessThan(8);
    expect(features.centroidHz).toBeGreaterThan(300);
    expect(features.tiltDbPerOctave).toBeLessThan(0);
    expect(genderByPitch(features)).toBe('female'); // festival's voice is SLT, a woman
  });

  it('finds a tone with more harmonics brighter and less steeply tilted', () => {
    const dark = analyseVoice([tone(() => 120, 1, 4)]);
    const bright = analyseVoice([tone(() => 120, 1, 30)]);
    expect(bright.centroidHz).toBeGreaterThan(dark.centroidHz);
    expect(bright.tiltDbPerOctave).toBeGreaterThan(dark.tiltDbPerOctave);
  });
});

describe('matching a catalogue voice', () => {
  const features = (f0: number, centroid = 1500, rate = 4, tilt = -8) => ({
    f0MedianHz: f0,
    f0LowHz: f0 * 0.8,
    f0HighHz: f0 * 1.2,
    syllablesPerSecond: rate,
    centroidHz: centroid,
    tiltDbPerOctave: tilt,
    voicedSeconds: 10,
  });
  const candidates: CandidateVoice[] = [
    { voice: { id: 'en:f', language: 'en', gender: 'female' }, features: features(200) },
    { voice: { id: 'en:f2', language: 'en', gender: 'female' }, features: features(260) },
    { voice: { id: 'en:m', language: 'en', gender: 'male' }, features: features(110) },
    { voice: { id: 'zh:m', language: 'zhchs', gender: 'male' }, features: features(125) },
  ];

  it('keeps to the language and the gender the pitch suggests', () => {
    expect(nearestVoice(features(250), 'en', candidates)?.voice.id).toBe('en:f2');
    expect(nearestVoice(features(120), 'en', candidates)?.voice.id).toBe('en:m');
    // No woman's voice in Chinese: the nearest of the language.
    expect(nearestVoice(features(230), 'zhchs', candidates)?.voice.id).toBe('zh:m');
    expect(nearestVoice(features(230), 'fr', candidates)).toBeUndefined();
  });

  it('derives pitch, speed and treble within limits', () => {
    expect(deriveDsp(features(220, 1500, 5, -6), features(110, 1500, 4, -8))).toEqual({ pitchSemitones: 12, speed: 1.25, trebleDb: 4 });
    expect(deriveDsp(features(100), features(200))).toEqual({ pitchSemitones: -12, speed: 1, trebleDb: 0 });
    expect(deriveDsp(features(1000, 1500, 20, 30), features(100)).speed).toBe(1.4);
    expect(deriveDsp(features(1000, 1500, 20, 30), features(100)).trebleDb).toBe(9);
    expect(deriveDsp(features(0), features(100)).pitchSemitones).toBe(0);
  });

  it('builds the ffmpeg filter chain', () => {
    expect(voiceDspFilter({ pitchSemitones: 12, trebleDb: -3 })).toBe(
      'rubberband=pitch=2.00000:formant=preserved:pitchq=quality,highshelf=f=2500:g=-3',
    );
    expect(voiceDspFilter({ pitchSemitones: 0, trebleDb: 0 })).toBe('');
    const args = buildVoiceDspArgs({ pitchSemitones: -2, trebleDb: 0 }, 22050);
    expect(args.join(' ')).toBe(
      '-hide_banner -loglevel error -f wav -i pipe:0 -af rubberband=pitch=0.89090:formant=preserved:pitchq=quality -ac 1 -ar 22050 -f s16le pipe:1',
    );
    expect(buildVoiceDspArgs({ pitchSemitones: 0, trebleDb: 0 }, 22050)).not.toContain('-af');
  });
});
