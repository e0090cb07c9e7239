import { describe, expect, it } from 'vitest';
import { analysisSize, buildFrameReadArgs, buildPingPongLoopArgs, parseVideoProbe } from './mediaArgs.ts';

describe('video-rewrite ffmpeg arguments', () => {
  it('reads a window of frames and builds a ping-pong loop with matching decode settings', () => {
    const read = buildFrameReadArgs({ path: 'in.mp4', fps: 25, width: 640, height: 360, startMs: 2000, durationMs: 1000 });
    expect(read.join(' ')).toContain('-ss 2.000 -t 1.000 -i in.mp4 -an -vf fps=25,scale=640:360,format=rgba');
    const loop = buildPingPongLoopArgs({ path: 'in.mp4', startMs: 2000, frames: 4, fps: 25, width: 640, height: 360, outPath: 'loop.mp4' });
    const graph = loop[loop.indexOf('-filter_complex') + 1];
    expect(graph).toBe(
      '[0:v]fps=25,scale=640:360,trim=end_frame=4,setpts=N/FRAME_RATE/TB,split[f][r];[r]reverse,trim=start_frame=1:end_frame=3,setpts=N/FRAME_RATE/TB[b];[f][b]concat=n=2:v=1:a=0,format=yuv420p[v]',
    );
    expect(loop.slice(loop.indexOf('-ss'), loop.indexOf('-i') + 2)).toEqual(['-ss', '2.000', '-t', '0.200', '-i', 'in.mp4']);
  });

  it('parses the probe and keeps analysis sizes even and at most the cap', () => {
    const probe = parseVideoProbe(
      JSON.stringify({
        format: { duration: '181.5', format_name: 'mov,mp4,m4a,3gp,3g2,mj2' },
        streams: [
          { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, avg_frame_rate: '30000/1001' },
          { codec_type: 'audio', codec_name: 'aac' },
        ],
      }),
    );
    expect(probe).toEqual({
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationMs: 181500,
      width: 1920,
      height: 1080,
      hasAudio: true,
      videoCodec: 'h264',
      fps: 30000 / 1001,
    });
    expect(analysisSize(1920, 1080, 720)).toEqual({ width: 1280, height: 720 });
    expect(analysisSize(641, 361, 720)).toEqual({ width: 642, height: 362 });
  });
});
