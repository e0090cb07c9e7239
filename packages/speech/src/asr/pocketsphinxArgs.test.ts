import { describe, expect, it } from 'vitest';
import { buildPocketsphinxArgs } from './pocketsphinxArgs.ts';

describe('buildPocketsphinxArgs', () => {
  it('reads the file and sends the log nowhere, so stdout is only the transcript', () => {
    const args = buildPocketsphinxArgs('/tmp/x/input.wav');
    expect(args[args.indexOf('-infile') + 1]).toBe('/tmp/x/input.wav');
    expect(args[args.indexOf('-logfn') + 1]).toBe('/dev/null');
  });
});
