import { describe, expect, it } from 'vitest';
import { duckingGainAt, duckingVolumeExpression, mergeForRamps } from '../audio/ducking.ts';
import type { AudioInput } from '../plan/types.ts';
import { loudnessProbeArgs, normalisingGain, parseLoudnessMetadata } from '../audio/loudness.ts';
import { buildAudioMixArgs } from './audioMixArgs.ts';
import { buildClipDecodeArgs, buildEncodeArgs, buildEncoderBaselineArgs, DEFAULT_CODEC, videoCodecArgs } from './encodeArgs.ts';

const input = (over: Partial<AudioInput>): AudioInput => ({
  id: 'x',
  role: 'speech',
  source: { kind: 'url', url: 'x' },
  startMs: 0,
  durationMs: 1000,
  sourceStartMs: 0,
  gain: 1,
  fadeInMs: 0,
  fadeOutMs: 0,
  loop: false,
  ...over,
});

describe('ducking envelope', () => {
  const speech = [{ startMs: 1000, endMs: 2000 }];
  it('dips before speech, holds under it and recovers after', () => {
    expect(duckingGainAt(speech, 0)).toBe(1);
    expect(duckingGainAt(speech, 900)).toBeCloseTo(0.625);
    expect(duckingGainAt(speech, 1500)).toBeCloseTo(0.25);
    expect(duckingGainAt(speech, 2100)).toBeCloseTo(0.625);
    expect(duckingGainAt(speech, 2300)).toBe(1);
  });
  it('encodes the same envelope as an ffmpeg expression of t', () => {
    const expr = duckingVolumeExpression(speech);
    expect(expr).toBe('1-0.750*(min(clip((t-0.800)/0.200,0,1),clip((2.200-t)/0.200,0,1)))');
    expect(duckingVolumeExpression([])).toBe('1');
  });
  it('merges intervals whose ramps would overlap', () => {
    expect(
      mergeForRamps(
        [
          { startMs: 0, endMs: 100 },
          { startMs: 350, endMs: 500 },
          { startMs: 1000, endMs: 1100 },
        ],
        200,
      ),
    ).toEqual([
      { startMs: 0, endMs: 500 },
      { startMs: 1000, endMs: 1100 },
    ]);
  });
});

describe('loudness measurement', () => {
  it('asks ebur128 for per-frame metadata written to a file, with the path escaped', () => {
    const args = loudnessProbeArgs('/in/voice.wav', 'C:/tmp/a:b.txt', 30);
    expect(args.slice(0, 8)).toEqual(['-hide_banner', '-loglevel', 'error', '-nostats', '-t', '30', '-i', '/in/voice.wav']);
    expect(args).toContain("aresample=48000,ebur128=peak=true:metadata=1,ametadata=mode=print:file='C\\:/tmp/a\\:b.txt'");
    expect(args.slice(-3)).toEqual(['-f', 'null', '-']);
  });
  it('reads the final integrated loudness and the highest true peak', () => {
    const text = [
      'frame:0    pts:0       pts_time:0',
      'lavfi.r128.I=-70.000',
      'lavfi.r128.true_peak=0.500',
      'frame:1    pts:4800    pts_time:0.1',
      'lavfi.r128.M=-20.1',
      'lavfi.r128.I=-18.250',
      'lavfi.r128.true_peaks_ch0=0.9',
      'lavfi.r128.true_peak=0.250',
    ].join('\n');
    const reading = parseLoudnessMetadata(text);
    expect(reading?.integratedLufs).toBe(-18.25);
    expect(reading?.truePeakDbtp).toBeCloseTo(-6.02, 2);
    expect(parseLoudnessMetadata('lavfi.r128.I=-70.000\n')?.integratedLufs).toBe(-Infinity);
    expect(parseLoudnessMetadata('')).toBeNull();
  });
  it('normalises speech and music, never boosts silence, and caps the boost', () => {
    expect(normalisingGain('speech', -22)).toBeCloseTo(10 ** (6 / 20));
    expect(normalisingGain('bgm', -27)).toBeCloseTo(1);
    expect(normalisingGain('speech', -80)).toBe(1);
    expect(normalisingGain('speech', undefined)).toBe(1);
    expect(normalisingGain('speech', -59)).toBeCloseTo(10 ** (24 / 20));
    expect(normalisingGain('video', -30)).toBe(1);
  });
});

describe('audio mix arguments', () => {
  const args = buildAudioMixArgs({
    durationMs: 10_000,
    audio: [
      input({ id: 'voice', startMs: 2000, durationMs: 3000 }),
      input({ id: 'bgm', role: 'bgm', loop: true, durationMs: 10_000, gain: 0.35, fadeInMs: 1000, fadeOutMs: 2000 }),
      input({ id: 'missing' }),
    ],
    speechIntervals: [{ startMs: 2100, endMs: 4800 }],
    paths: new Map([
      ['voice', '/t/voice.wav'],
      ['bgm', '/t/bgm.mp3'],
    ]),
    outPath: '/t/mix.m4a',
  });
  const graph = args[args.indexOf('-filter_complex') + 1] ?? '';

  it('loops the BGM input and skips inputs without a file', () => {
    expect(args.join(' ')).toContain('-i /t/voice.wav -stream_loop -1 -i /t/bgm.mp3 -filter_complex');
    expect(args.filter((a) => a === '-i')).toHaveLength(2);
  });
  it('places speech at its start, fades and ducks only the BGM, and pads to the exact length', () => {
    expect(graph).toContain('[0:a]atrim=start=0.000:duration=3.000');
    expect(graph).toContain('adelay=delays=2000:all=1[a0]');
    expect(graph).toContain('volume=0.3500,afade=t=in:st=0:d=1.000,afade=t=out:st=8.000:d=2.000');
    expect(graph.split(';')[0]).not.toContain('eval=frame');
    expect(graph.split(';')[1]).toContain("volume='1-0.750*(min(clip((t-1.900)");
    expect(graph).toContain('amix=inputs=2:duration=longest:dropout_transition=0:normalize=0,apad=whole_dur=10.000,atrim=duration=10.000');
    expect(args.slice(-13)).toEqual([
      '-map',
      '[out]',
      '-c:a',
      'aac',
      '-b:a',
      '160k',
      '-ar',
      '48000',
      '-ac',
      '2',
      '-f',
      'mp4',
      '/t/mix.m4a',
    ]);
  });
  it('brings speech to -16 LUFS and the music bed to -27 LUFS from measured levels, audioDb on top', () => {
    const measured = buildAudioMixArgs({
      durationMs: 10_000,
      audio: [input({ id: 'voice' }), input({ id: 'bgm', role: 'bgm', gain: 2 }), input({ id: 'clip', role: 'audio' })],
      speechIntervals: [],
      paths: new Map([
        ['voice', 'v.wav'],
        ['bgm', 'b.mp3'],
        ['clip', 'c.mp3'],
      ]),
      outPath: 'o.m4a',
      levels: new Map([
        ['voice', -26],
        ['bgm', -15],
        ['clip', -10],
      ]),
    });
    const chains = (measured[measured.indexOf('-filter_complex') + 1] ?? '').split(';');
    expect(chains[0]).toContain('volume=3.1623'); // +10 dB
    expect(chains[1]).toContain('volume=0.5024'); // -12 dB, then x2 for audioDb 200
    expect(chains[2]).toContain('volume=1.0000'); // sound clips play as they are
    // Sample peaks stop 1 dB under the -1.5 dBTP ceiling: inter-sample and AAC overshoot.
    expect(chains[3]).toContain('alimiter=limit=0.7499:level=0');
  });
  it('makes silence of the right length when there is no audio at all', () => {
    const silent = buildAudioMixArgs({ durationMs: 2000, audio: [], speechIntervals: [], paths: new Map(), outPath: 'o.m4a' });
    expect(silent).toContain('anullsrc=r=48000:cl=stereo,atrim=duration=2.000[out]');
  });
});

describe('video arguments', () => {
  it('encodes raw RGBA from stdin with the shared codec settings and faststart', () => {
    const args = buildEncodeArgs({ width: 1280, height: 720, codec: DEFAULT_CODEC, audioPath: 'a.m4a', outPath: 'o.mp4' }).join(' ');
    expect(args).toContain('-f rawvideo -pix_fmt rgba -s 1280x720 -r 25 -i pipe:0 -i a.m4a');
    expect(args).toContain('-c:v libx264 -preset veryfast -tune animation -crf 23');
    expect(args).toContain('-pix_fmt yuv420p');
    expect(args).toContain('-c:a copy -movflags +faststart -f mp4 o.mp4');
  });
  it('encodes a live reply stream-uniform: keyframes on segment starts, no B-frames, the stream audio', () => {
    const args = buildEncodeArgs({
      width: 720,
      height: 1280,
      codec: DEFAULT_CODEC,
      audioPath: 'a.m4a',
      outPath: 'o.mp4',
      streamSegmentSeconds: 2,
    }).join(' ');
    expect(args).toContain('scale=out_color_matrix=bt709:out_range=tv,setsar=1');
    expect(args).toContain('-bf 0 -force_key_frames expr:gte(t,n_forced*2) -sc_threshold 0');
    expect(args).toContain('-c:a aac -b:a 128k -ar 44100 -ac 2 -movflags +faststart');
    expect(args).not.toContain('-c:a copy');
  });
  it('gives the encoder-only baseline exactly the same codec arguments', () => {
    const baseline = buildEncoderBaselineArgs(1920, 1080, 60_000, DEFAULT_CODEC, 'b.mp4').join(' ');
    expect(baseline).toContain('testsrc2=size=1920x1080:rate=25');
    expect(baseline).toContain(videoCodecArgs(DEFAULT_CODEC).join(' '));
  });
  it('decodes a clip at the output rate, cropped to its box', () => {
    const args = buildClipDecodeArgs({
      path: 'c.mp4',
      sourceStartMs: 1500,
      durationMs: 4000,
      width: 640,
      height: 360,
      fps: 25,
      loop: true,
    }).join(' ');
    expect(args).toContain('-stream_loop -1 -ss 1.500 -i c.mp4 -t 4.000');
    expect(args).toContain('fps=25,scale=640:360:force_original_aspect_ratio=increase,crop=640:360,format=rgba');
  });
});
