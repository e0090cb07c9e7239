import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { interpretFfprobe, parseDecodedDurationMs, probeFile } from './probe.ts';

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

describe('MP3 durations', () => {
  it('reads the decoded length from ffmpeg progress', () => {
    expect(parseDecodedDurationMs('out_time_us=1000000\nprogress=continue\nout_time_us=3528000\nprogress=end\n')).toBe(3528);
    expect(parseDecodedDurationMs('progress=end\n')).toBeNull();
  });

  it('gives a VBR MP3 without a Xing header its decoded length, not the bit-rate estimate', async () => {
    // Silence, then noise: the first frames' bit rate is tiny, so ffprobe's estimate is about 10 s.
    const mp3 = path.join(dir, 'vbr.mp3');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'anoisesrc=d=3.5:a=0.5', '-af', "volume=enable='lt(t,1.5)':volume=0"],
      ...['-c:a', 'libmp3lame', '-q:a', '0', '-write_xing', '0', mp3],
    ]);
    const estimate = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', mp3]).toString());
    expect(estimate).toBeGreaterThan(5); // the misreading this guards against is real
    const outcome = await probeFile(mp3, 'audio');
    expect(outcome.ok && outcome.durationMs).toBeGreaterThanOrEqual(3450);
    expect(outcome.ok && outcome.durationMs).toBeLessThanOrEqual(3600);
  });
});
