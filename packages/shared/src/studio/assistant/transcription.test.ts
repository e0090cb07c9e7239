import { describe, expect, it } from 'vitest';
import { segmentClock, transcriptToScript, transcriptToSrt, transcriptToText, type TranscriptSegment } from './transcription.ts';

const segments: TranscriptSegment[] = [
  { startMs: 4200, endMs: 3_723_456, text: 'and it is fresh every morning.' },
  { startMs: 0, endMs: 4100, text: ' Welcome to our bakery ' },
  { startMs: 5000, endMs: 6000, text: '   ' },
];

describe('transcript exports', () => {
  it('writes SubRip cues in time order, numbered from 1, skipping emptied segments', () => {
    expect(transcriptToSrt(segments)).toBe(
      '1\n00:00:00,000 --> 00:00:04,100\nWelcome to our bakery\n\n2\n00:00:04,200 --> 01:02:03,456\nand it is fresh every morning.\n',
    );
  });

  it('writes plain text one segment a line, and a script as running text', () => {
    expect(transcriptToText(segments)).toBe('Welcome to our bakery\nand it is fresh every morning.');
    expect(transcriptToScript(segments)).toBe('Welcome to our bakery and it is fresh every morning.');
    expect(
      transcriptToScript([
        { startMs: 0, endMs: 1, text: '欢迎光临。' },
        { startMs: 1, endMs: 2, text: '面包每天新鲜出炉。' },
      ]),
    ).toBe('欢迎光临。面包每天新鲜出炉。');
  });

  it('shows a start as mm:ss', () => {
    expect(segmentClock(65_400)).toBe('01:05');
  });
});
