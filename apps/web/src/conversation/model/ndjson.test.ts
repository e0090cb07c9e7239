import { describe, expect, it } from 'vitest';
import { NdjsonLines } from './ndjson.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('NdjsonLines', () => {
  it('joins lines split across chunks, also inside a multi-byte character', () => {
    const whole = bytes('{"type":"delta","text":"运费 €5"}\n{"type":"delta","text":"Dr. Smith’s"}\n');
    // Cut inside the three bytes of 运 and in the middle of the second line.
    const cut1 = whole.indexOf(0xe8) + 1;
    const cut2 = cut1 + 30;
    const lines = new NdjsonLines();
    const out = [
      ...lines.push(whole.slice(0, cut1)),
      ...lines.push(whole.slice(cut1, cut2)),
      ...lines.push(whole.slice(cut2)),
      ...lines.end(),
    ];
    expect(out.map((line) => JSON.parse(line) as unknown)).toEqual([
      { type: 'delta', text: '运费 €5' },
      { type: 'delta', text: 'Dr. Smith’s' },
    ]);
  });

  it('skips blank lines and returns a last line without a newline at the end', () => {
    const lines = new NdjsonLines();
    expect(lines.push(bytes('\n{"a":1}\r\n\n{"b":'))).toEqual(['{"a":1}']);
    // A cut-off last line comes out as it is; the reader decides (it cannot be parsed).
    expect(lines.end()).toEqual(['{"b":']);
    const more = new NdjsonLines();
    expect(more.push(bytes('{"b":2}'))).toEqual([]);
    expect(more.end()).toEqual(['{"b":2}']);
  });
});
