import { describe, expect, it } from 'vitest';
import { buildMp3EncodeArgs, SPEECH_MP3 } from './mp3Args.ts';

const after = (args: string[], flag: string, from = 0): string | undefined => args[args.indexOf(flag, from) + 1];

describe('buildMp3EncodeArgs', () => {
  it('reads WAV from stdin and writes mono MP3 at the source rate to stdout', () => {
    const args = buildMp3EncodeArgs({ format: 'wav' }, SPEECH_MP3);
    expect(args.slice(args.indexOf('-f'), args.indexOf('-i') + 2)).toEqual(['-f', 'wav', '-i', 'pipe:0']);
    expect(after(args, '-ac')).toBe('1');
    expect(args).not.toContain('-ar');
    expect(after(args, '-b:a')).toBe('64k');
    expect(args.slice(-3)).toEqual(['-f', 'mp3', 'pipe:1']);
  });

  it('resamples the output only when asked', () => {
    const args = buildMp3EncodeArgs({ format: 'wav' }, { bitrateKbps: 64, sampleRate: 16000 });
    // The rate comes after the input, so it applies to the output, not the WAV being read.
    expect(args.indexOf('-ar')).toBeGreaterThan(args.indexOf('pipe:0'));
    expect(after(args, '-ar')).toBe('16000');
  });

  it('describes raw PCM input before -i', () => {
    const args = buildMp3EncodeArgs({ format: 's16le', sampleRate: 32000, channels: 1 }, { bitrateKbps: 96 });
    const input = args.indexOf('-i');
    expect(args.slice(input - 6, input)).toEqual(['-f', 's16le', '-ar', '32000', '-ac', '1']);
    expect(args.indexOf('-ar', input)).toBe(-1);
    expect(after(args, '-b:a')).toBe('96k');
  });

  it('asks for bit-exact output without metadata, so equal input gives equal bytes', () => {
    const args = buildMp3EncodeArgs({ format: 'wav' }, SPEECH_MP3);
    expect(after(args, '-map_metadata')).toBe('-1');
    expect(after(args, '-fflags')).toBe('+bitexact');
    expect(after(args, '-flags:a')).toBe('+bitexact');
  });
});
