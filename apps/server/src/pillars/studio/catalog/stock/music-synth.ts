/**
 * A tiny deterministic music synthesiser for the stock library: chords, arpeggios, bass and
 * drums written sample by sample into mono PCM (Float32). Pure: the same recipe gives the
 * same samples on every machine; ffmpeg only encodes them to MP3.
 */
import { createRng, hashSeed } from '@orator/scene';

export const MUSIC_SAMPLE_RATE = 32_000;

export type Voice = 'pad' | 'pluck' | 'piano' | 'bass' | 'kick' | 'hat' | 'bell' | 'stab';

export interface MusicRecipe {
  id: string;
  bpm: number;
  /** Bars of 4 beats; the loop is bars * 4 beats long. */
  bars: number;
  /** MIDI note of the key's root (60 = middle C). */
  root: number;
  /** One chord per bar, cycled: [semitones above the root, minor?]. */
  progression: readonly (readonly [number, boolean])[];
  voices: readonly Voice[];
  /** Arpeggio notes per beat for pluck/piano/bell (1, 2 or 4). */
  arpRate: number;
}

const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

function chordNotes(root: number, [offset, minor]: readonly [number, boolean]): number[] {
  const base = root + offset;
  return [base, base + (minor ? 3 : 4), base + 7, base + 12];
}

const TABLE_SIZE = 4096;
const tables = new Map<string, Float32Array>();

/** One cycle of the harmonic mix, so a tone costs one lookup per sample instead of a sine per harmonic. */
function wavetable(harmonics: readonly number[]): Float32Array {
  const key = harmonics.join(',');
  let table = tables.get(key);
  if (!table) {
    table = new Float32Array(TABLE_SIZE);
    for (let i = 0; i < TABLE_SIZE; i++) {
      for (let h = 0; h < harmonics.length; h++) table[i]! += harmonics[h]! * Math.sin((2 * Math.PI * (h + 1) * i) / TABLE_SIZE);
    }
    tables.set(key, table);
  }
  return table;
}

/** Adds one enveloped additive tone into `out`. */
function tone(
  out: Float32Array,
  startS: number,
  durS: number,
  hz: number,
  gain: number,
  harmonics: readonly number[],
  attackS: number,
  decayPerS: number,
): void {
  const table = wavetable(harmonics);
  const start = Math.floor(startS * MUSIC_SAMPLE_RATE);
  const length = Math.floor(durS * MUSIC_SAMPLE_RATE);
  const release = Math.min(length, Math.floor(0.08 * MUSIC_SAMPLE_RATE));
  const attackSamples = Math.max(1, attackS * MUSIC_SAMPLE_RATE);
  const decayStep = Math.exp(-decayPerS / MUSIC_SAMPLE_RATE);
  const phaseStep = (hz * TABLE_SIZE) / MUSIC_SAMPLE_RATE;
  let decay = 1;
  let phase = 0;
  for (let i = 0; i < length && start + i < out.length; i++) {
    const attack = i < attackSamples ? i / attackSamples : 1;
    const tail = i > length - release ? (length - i) / release : 1;
    out[start + i]! += table[Math.floor(phase) & (TABLE_SIZE - 1)]! * attack * decay * tail * gain;
    decay *= decayStep;
    phase += phaseStep;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
  }
}

/** Karplus-Strong plucked string: a noise burst through a damped delay line. */
function pluck(out: Float32Array, startS: number, durS: number, hz: number, gain: number, rng: () => number): void {
  const period = Math.max(2, Math.round(MUSIC_SAMPLE_RATE / hz));
  const line = new Float32Array(period);
  for (let i = 0; i < period; i++) line[i] = rng() * 2 - 1;
  const start = Math.floor(startS * MUSIC_SAMPLE_RATE);
  const length = Math.floor(durS * MUSIC_SAMPLE_RATE);
  for (let i = 0; i < length && start + i < out.length; i++) {
    const k = i % period;
    const next = line[(k + 1) % period]!;
    const value = line[k]!;
    line[k] = 0.996 * 0.5 * (value + next);
    out[start + i]! += value * gain;
  }
}

function kick(out: Float32Array, startS: number, gain: number): void {
  const start = Math.floor(startS * MUSIC_SAMPLE_RATE);
  let phase = 0;
  for (let i = 0; i < 0.3 * MUSIC_SAMPLE_RATE && start + i < out.length; i++) {
    const t = i / MUSIC_SAMPLE_RATE;
    phase += (2 * Math.PI * (50 + 90 * Math.exp(-t * 30))) / MUSIC_SAMPLE_RATE;
    out[start + i]! += Math.sin(phase) * Math.exp(-t * 12) * gain;
  }
}

function hat(out: Float32Array, startS: number, gain: number, rng: () => number): void {
  const start = Math.floor(startS * MUSIC_SAMPLE_RATE);
  let previous = 0;
  for (let i = 0; i < 0.05 * MUSIC_SAMPLE_RATE && start + i < out.length; i++) {
    const noise = rng() * 2 - 1;
    // First difference = a crude high-pass, enough for a closed hat.
    out[start + i]! += (noise - previous) * Math.exp(-i / (0.012 * MUSIC_SAMPLE_RATE)) * gain;
    previous = noise;
  }
}

/** A feedback echo that wraps around the end, so the loop's tail lands in its head. */
function loopEcho(buffer: Float32Array, delayS: number, feedback: number, mix: number): Float32Array {
  const delay = Math.floor(delayS * MUSIC_SAMPLE_RATE);
  const wet = new Float32Array(buffer.length);
  for (let pass = 0; pass < 2; pass++) {
    for (let i = 0; i < buffer.length; i++) {
      const from = (i - delay + buffer.length) % buffer.length;
      wet[i] = buffer[from]! + wet[from]! * feedback;
    }
  }
  const out = new Float32Array(buffer.length);
  for (let i = 0; i < buffer.length; i++) out[i] = buffer[i]! + wet[i]! * mix;
  return out;
}

function normalise(buffer: Float32Array, peak = 0.89): Float32Array {
  let max = 0;
  for (const v of buffer) max = Math.max(max, Math.abs(v));
  if (max === 0) return buffer;
  const k = peak / max;
  for (let i = 0; i < buffer.length; i++) buffer[i]! *= k;
  return buffer;
}

export function loopSeconds(recipe: MusicRecipe): number {
  return (recipe.bars * 4 * 60) / recipe.bpm;
}

/** Synthesises the recipe's loop as mono float samples in -1..1. */
export function synthesise(recipe: MusicRecipe): Float32Array {
  const rng = createRng(hashSeed(recipe.id));
  const beat = 60 / recipe.bpm;
  const out = new Float32Array(Math.round(loopSeconds(recipe) * MUSIC_SAMPLE_RATE));
  const has = (voice: Voice) => recipe.voices.includes(voice);
  for (let bar = 0; bar < recipe.bars; bar++) {
    const chord = recipe.progression[bar % recipe.progression.length]!;
    const notes = chordNotes(recipe.root, chord);
    const barStart = bar * 4 * beat;
    if (has('pad')) for (const note of notes.slice(0, 3)) tone(out, barStart, 4 * beat, midiHz(note), 0.12, [1, 0.3, 0.1], 0.8, 0.1);
    if (has('bass'))
      for (let b = 0; b < 4; b += 2) tone(out, barStart + b * beat, 1.8 * beat, midiHz(notes[0]! - 24), 0.35, [1, 0.5, 0.2], 0.01, 1.5);
    if (has('stab')) {
      tone(out, barStart, 0.5 * beat, midiHz(notes[0]!), 0.18, [1, 0.6, 0.4, 0.2], 0.005, 4);
      tone(out, barStart, 0.5 * beat, midiHz(notes[2]!), 0.14, [1, 0.6, 0.4], 0.005, 4);
    }
    const steps = 4 * recipe.arpRate;
    for (let s = 0; s < steps; s++) {
      const at = barStart + (s * beat) / recipe.arpRate;
      const note = notes[s % notes.length]! + 12;
      const length = beat / recipe.arpRate;
      if (has('pluck')) pluck(out, at, length * 1.5, midiHz(note), 0.22, rng);
      if (has('piano') && s % 2 === 0) tone(out, at, length * 3, midiHz(note), 0.16, [1, 0.45, 0.25, 0.12, 0.06], 0.004, 3);
      if (has('bell') && s % 4 === 0) tone(out, at, beat * 2, midiHz(note + 12), 0.08, [1, 0, 0.4, 0, 0.2], 0.002, 2.5);
    }
    for (let b = 0; b < 4; b++) {
      if (has('kick') && (b === 0 || b === 2)) kick(out, barStart + b * beat, 0.55);
      if (has('hat')) for (let h = 0; h < 2; h++) hat(out, barStart + (b + h / 2) * beat, 0.12, rng);
    }
  }
  return normalise(loopEcho(out, beat * 0.75, 0.35, 0.3));
}

/** 16-bit little-endian PCM, the format handed to ffmpeg. */
export function toPcm16(samples: Float32Array): Buffer {
  const pcm = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) pcm.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767), i * 2);
  return pcm;
}
