import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '@orator/process';
import { VideoClipDecoder } from './videoClipDecoder.ts';

let dir: string;
let clip: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orator-clip-'));
  clip = join(dir, 'clip.mp4');
  // 2 s at 30 fps with a moving pattern: decoded frames must differ and follow the output rate.
  await runProcess('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=320x180:rate=30',
    '-t',
    '2',
    '-pix_fmt',
    'yuv420p',
    clip,
  ]);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('video clip decoder', () => {
  it('streams frames at 25 fps scaled to the box, then holds the last one', async () => {
    const decoder = new VideoClipDecoder({
      path: clip,
      sourceStartMs: 500,
      durationMs: 1000,
      width: 160,
      height: 90,
      fps: 25,
      loop: false,
    });
    try {
      const first = await decoder.advanceTo(0);
      expect([first?.width, first?.height]).toEqual([160, 90]);
      const firstPixels = Buffer.from(first!.data());
      const later = Buffer.from((await decoder.advanceTo(20))!.data());
      expect(later.equals(firstPixels)).toBe(false);
      const end = await decoder.advanceTo(24);
      const past = await decoder.advanceTo(40);
      expect(past).toBe(end);
      expect(Buffer.from(past!.data()).equals(Buffer.from(end!.data()))).toBe(true);
    } finally {
      decoder.close();
    }
  });
});
