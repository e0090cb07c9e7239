import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { interpretFfprobe, probeFile } from './probe.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-probe-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('interpretFfprobe', () => {
  it('reads duration and size of a video', () => {
    const json = JSON.stringify({
      streams: [{ codec_type: 'video', width: 320, height: 240 }, { codec_type: 'audio' }],
      format: { duration: '2.000000' },
    });
    expect(interpretFfprobe(json, 'video')).toEqual({ ok: true, durationMs: 2000, width: 320, height: 240 });
  });
  it('ignores the nominal duration of images and refuses missing streams', () => {
    expect(
      interpretFfprobe(JSON.stringify({ streams: [{ codec_type: 'video', width: 8, height: 8 }], format: { duration: '0.04' } }), 'image'),
    ).toEqual({ ok: true, durationMs: null, width: 8, height: 8 });
    expect(interpretFfprobe(JSON.stringify({ streams: [{ codec_type: 'video' }] }), 'audio')).toEqual({
      ok: false,
      reason: 'no audio stream',
    });
    expect(interpretFfprobe('garbage', 'video')).toMatchObject({ ok: false });
  });
});

describe('probeFile (real ffprobe)', () => {
  it('probes a generated tone and refuses a text file', async () => {
    const wav = path.join(dir, 'tone.wav');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', wav]);
    expect(await probeFile(wav, 'audio')).toEqual({ ok: true, durationMs: 1000, width: null, height: null });
    const bogus = path.join(dir, 'bogus.mp4');
    fs.writeFileSync(bogus, 'not a video at all');
    const outcome = await probeFile(bogus, 'video');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.reason).not.toContain(dir);
  });
});
