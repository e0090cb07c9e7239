import { describe, expect, it } from 'vitest';
import { buildAudioDecodeArgs, buildDurationProbeArgs } from './readArgs.ts';

describe('media reading arguments', () => {
  it('probes format and stream durations as JSON, the path last and whole', () => {
    const args = buildDurationProbeArgs('/data/my clip.mp4');
    expect(args[args.indexOf('-of') + 1]).toBe('json');
    expect(args[args.indexOf('-show_entries') + 1]).toBe('format=duration:stream=codec_type,duration');
    expect(args.at(-1)).toBe('/data/my clip.mp4');
  });

  it('decodes to headerless mono s16le at the given rate on stdout', () => {
    const args = buildAudioDecodeArgs('/in.m4a', 22050);
    expect(args[args.indexOf('-i') + 1]).toBe('/in.m4a');
    // Output options come after the input, so they convert rather than describe the input.
    expect(args.indexOf('-ar')).toBeGreaterThan(args.indexOf('-i'));
    expect(args[args.indexOf('-ar') + 1]).toBe('22050');
    expect(args[args.indexOf('-ac') + 1]).toBe('1');
    expect(args.slice(-3)).toEqual(['-f', 's16le', 'pipe:1']);
  });
});
