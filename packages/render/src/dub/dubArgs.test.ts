import { describe, expect, it } from 'vitest';
import { DEFAULT_CODEC } from '../ffmpeg/encodeArgs.ts';
import { buildAtempoArgs, buildDubMuxArgs, buildSpeechExtractArgs, buildThumbnailArgs } from './dubArgs.ts';

describe('dub ffmpeg arguments', () => {
  it('extracts mono 16 kHz speech and re-times a line with atempo', () => {
    expect(buildSpeechExtractArgs('in.mp4', 'speech.wav')).toEqual(expect.arrayContaining(['-map', '0:a:0', '-ac', '1', '-ar', '16000']));
    expect(buildAtempoArgs('a.wav', 'b.wav', 1.25)).toEqual(expect.arrayContaining(['-filter:a', 'atempo=1.250']));
    expect(buildThumbnailArgs('in.mp4', 't.jpg', 1500)).toEqual(expect.arrayContaining(['-ss', '1.500', '-frames:v', '1']));
  });

  it('copies the picture when nothing is burned in', () => {
    const args = buildDubMuxArgs({ videoPath: 'v.mp4', audioPath: 'mix.m4a', overlays: [], codec: DEFAULT_CODEC, outPath: 'out.mp4' });
    expect(args.join(' ')).toContain('-map 0:v:0 -c:v copy -map 1:a:0 -c:a copy');
    expect(args).not.toContain('-filter_complex');
  });

  it('chains one timed overlay per cue', () => {
    const args = buildDubMuxArgs({
      videoPath: 'v.mp4',
      audioPath: 'mix.m4a',
      overlays: [
        { path: 'c0.png', x: 10, y: 300.4, startMs: 0, endMs: 1500 },
        { path: 'c1.png', x: 12, y: 290, startMs: 2000, endMs: 3000 },
      ],
      codec: DEFAULT_CODEC,
      outPath: 'out.mp4',
    });
    const graph = args[args.indexOf('-filter_complex') + 1];
    expect(graph).toBe(
      "[0:v][2:v]overlay=x=10:y=300:enable='between(t,0.000,1.500)'[v1];[v1][3:v]overlay=x=12:y=290:enable='between(t,2.000,3.000)'[v2]",
    );
    expect(args).toEqual(expect.arrayContaining(['-i', 'c0.png', '-i', 'c1.png', '-map', '[v2]', '-c:v', 'libx264']));
  });
});
