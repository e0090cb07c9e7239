import { describe, expect, it } from 'vitest';
import { buildPocketsphinxArgs } from './pocketsphinxArgs.ts';

describe('buildPocketsphinxArgs', () => {
  it('reads the file and sends the log nowhere, so stdout is only the transcript', () => {
    const args = buildPocketsphinxArgs('/tmp/x/input.wav');
    expect(args[args.indexOf('-infile') + 1]).toBe('/tmp/x/input.wav');
    expect(args[args.indexOf('-logfn') + 1]).toBe('/dev/null');
    expect(args).not.toContain('-jsgf');
  });

  it('with a grammar, decodes against it and its own small dictionary', () => {
    const args = buildPocketsphinxArgs('/tmp/x/input.wav', { jsgfPath: '/tmp/x/q.gram', dictionaryPath: '/tmp/x/q.dict' });
    expect(args[args.indexOf('-jsgf') + 1]).toBe('/tmp/x/q.gram');
    expect(args[args.indexOf('-dict') + 1]).toBe('/tmp/x/q.dict');
  });
});
