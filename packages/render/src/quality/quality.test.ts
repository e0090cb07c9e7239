/**
 * End-to-end quality checks on a short two-page English render: the audio says the script,
 * the mouth follows the voice, streams line up, subtitles are on time, frames are drawn,
 * renders are deterministic and cancellable. Sound: speech at about -16 LUFS and true peak
 * under -1.5 dBTP for voices of different native loudness, and the default music bed does
 * not cost recognisability (loudness.quality.test.ts).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSchema, type Project } from '@orator/shared/project';
import { registerNodeFonts } from '@orator/scene/node';
import { createSpeechService, DiskSpeechCache, encodeWav, rmsEnvelope, wordErrorRate, transcribeEnglish } from '@orator/speech';
import { loadAssets } from '../assets/loadAssets.ts';
import { SPEECH_TARGET_LUFS, TRUE_PEAK_CEILING_DBTP } from '../audio/loudness.ts';
import { measureLoudness } from '../audio/measureLoudness.ts';
import { probeDurations } from '../ffmpeg/probe.ts';
import { runProcess } from '@orator/process';
import { renderFrames } from '../frames/frameLoop.ts';
import type { RenderPlan } from '../plan/types.ts';
import { renderProject, type RenderResult } from '../renderProject.ts';
import { FRAME_MS, mouthAudioCorrelation, openFramesInSilence, silentRuns, speechEnvelope, speechOnsets } from './lipSync.ts';

const EXAMPLES = new URL('../../../../examples/', import.meta.url).pathname;
const SCRIPTS = ['Good morning. Thank you for joining us today.', 'We will look at the plan for the next month, one step at a time.'];

function testProject(): Project {
  const page = (i: number) => ({
    uuid: `p${i}`,
    elements: [
      { uuid: `bg${i}`, type: 'image', url: 'hello-background.jpg', isBg: 1, position: { width: 1280, height: 720 } },
      {
        uuid: `m${i}`,
        type: 'digitalMan',
        url: '',
        speaker_id: 'sys-0003',
        position: { left: 780, top: 120, width: 440, height: 600 },
        zIndex: 1,
      },
      { uuid: `s${i}`, type: 'subtitle', srt_len: 90, srt_show: true },
      { uuid: `d${i}`, type: 'dubbing', text: SCRIPTS[i], voiceId: 'festival:en:slt' },
    ],
  });
  return projectSchema.parse({
    id: 'quality',
    projectName: 'Quality',
    projectType: 'Lamination',
    // The default music volume (audioDb 100), as a new user gets it.
    bgmGlobal: { uuid: 'bgm', type: 'bgm', url: 'hello-bgm.mp3', audioDb: 100, fadeIn: 500, fadeOut: 500 },
    ppts: [page(0), page(1)],
  });
}

const speech = createSpeechService({ cache: new DiskSpeechCache(join(tmpdir(), 'orator-render-test-speech')) });
const assetLoader = async (url: string) => join(EXAMPLES, url);
let outDir: string;
let result: RenderResult;
let plan: RenderPlan;
const progress: number[] = [];

async function extractFrame(path: string, timeMs: number): Promise<Buffer> {
  return runProcess('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-ss',
    (timeMs / 1000).toFixed(3),
    '-i',
    path,
    '-frames:v',
    '1',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    'pipe:1',
  ]);
}

async function renderedAudio(path: string, sampleRate: number) {
  const wav = await runProcess('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-i',
    path,
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(sampleRate),
    '-f',
    's16le',
    'pipe:1',
  ]);
  return { sampleRate, samples: new Int16Array(wav.buffer.slice(wav.byteOffset, wav.byteOffset + wav.length - (wav.length % 2))) };
}

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'orator-render-quality-'));
  result = await renderProject(testProject(), {
    outDir,
    tier: '720p',
    speech,
    assets: assetLoader,
    onPlan: (p) => (plan = p),
    onProgress: (percent) => progress.push(percent),
  });
}, 180_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('a rendered English project', () => {
  it('writes the video, cover, SRT and VTT, and reports progress up to 100', async () => {
    expect((await readdir(outDir)).sort()).toEqual(['video.jpg', 'video.mp4', 'video.srt', 'video.vtt']);
    expect([result.width, result.height]).toEqual([1280, 720]);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect((await readFile(result.vttPath, 'utf8')).startsWith('WEBVTT')).toBe(true);
  });

  it('speaks the script (pocketsphinx WER <= 15%)', async () => {
    const audio = await renderedAudio(result.videoPath, 16000);
    const heard = await transcribeEnglish(encodeWav(audio));
    const wer = wordErrorRate(SCRIPTS.join(' '), heard);
    expect(wer, `heard: ${heard}`).toBeLessThanOrEqual(0.15);
    // Open dictation of ~10 s of speech: seconds on a quiet machine, a minute or more on a busy one.
  }, 240_000);

  it('is about -16 LUFS with true peak <= -1.5 dBTP under the default music bed', async () => {
    const reading = await measureLoudness(result.videoPath, join(outDir, 'loudness.txt'));
    expect(Math.abs(reading!.integratedLufs - SPEECH_TARGET_LUFS), `${reading!.integratedLufs} LUFS`).toBeLessThanOrEqual(1.5);
    expect(reading!.truePeakDbtp).toBeLessThanOrEqual(TRUE_PEAK_CEILING_DBTP);
  }, 120_000);

  it('moves the mouth with the voice (r >= 0.6) and keeps it shut in pauses over 200 ms', async () => {
    const envelope = rmsEnvelope(await renderedAudio(result.videoPath, 22050), FRAME_MS).slice(0, plan.frameCount);
    const r = mouthAudioCorrelation(plan.mouthOpenness, envelope);
    expect(r).toBeGreaterThanOrEqual(0.6);
    // Silence: the voice below -50 dBFS for 200 ms or more.
    const runs = silentRuns(speechEnvelope(plan), 0.003, Math.ceil(200 / FRAME_MS));
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(openFramesInSilence(plan.mouthOpenness, runs)).toEqual([]);
  });

  it('ends audio and video together and starts subtitles within a frame of their speech', async () => {
    const durations = await probeDurations(result.videoPath);
    expect(Math.abs((durations.videoMs ?? 0) - (durations.audioMs ?? 0))).toBeLessThan(40);
    expect(Math.abs((durations.videoMs ?? 0) - result.durationMs)).toBeLessThan(40);
    const srtStarts = [...(await readFile(result.srtPath, 'utf8')).matchAll(/^(\d\d):(\d\d):(\d\d),(\d{3}) -->/gmu)].map(
      ([, h, m, s, ms]) => ((Number(h) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(ms),
    );
    expect(srtStarts.length).toBeGreaterThanOrEqual(3);
    // Where the voice becomes audible, measured on the speech audio itself (10 ms windows).
    const onsets = speechOnsets(plan, 10, 0.01);
    for (const start of srtStarts) {
      const nearest = Math.min(...onsets.map((onset) => Math.abs(onset - start)));
      expect(nearest, `subtitle at ${start} ms`).toBeLessThanOrEqual(FRAME_MS);
    }
  });

  it('draws real frames, and the avatar changes between speaking and silence', async () => {
    const frame = await extractFrame(result.videoPath, 2000);
    const mean = frame.reduce((s, v) => s + v, 0) / frame.length;
    const variance = frame.reduce((s, v) => s + (v - mean) ** 2, 0) / frame.length;
    expect(variance).toBeGreaterThan(100);

    const speaking = plan.mouthOpenness.indexOf(Math.max(...plan.mouthOpenness));
    const silent = plan.mouthOpenness.findIndex((v, i) => i > 5 && v === 0);
    const [a, b] = await Promise.all([
      extractFrame(result.videoPath, speaking * FRAME_MS),
      extractFrame(result.videoPath, silent * FRAME_MS),
    ]);
    // The avatar's face: box (780,120,440x600) at 720p, head in its upper third.
    let changed = 0;
    for (let y = 200; y < 400; y++)
      for (let x = 900; x < 1100; x++) if (Math.abs((a[y * 1280 + x] ?? 0) - (b[y * 1280 + x] ?? 0)) > 16) changed++;
    expect(changed).toBeGreaterThan(50);
  });
});

describe('rendering', () => {
  async function frameHashes(p: RenderPlan): Promise<string[]> {
    const hashes: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        hashes.push(createHash('sha1').update(chunk).digest('hex'));
        done();
      },
    });
    registerNodeFonts();
    const dir = await mkdtemp(join(tmpdir(), 'orator-render-hash-'));
    try {
      await renderFrames({ plan: p, assets: await loadAssets(p, assetLoader, dir), stdin: sink, coverFrame: 0 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return hashes;
  }

  it('is deterministic: the same plan gives the same frames', async () => {
    const short = { ...plan, frameCount: 60 };
    const [first, second] = [await frameHashes(short), await frameHashes(short)];
    expect(first).toHaveLength(60);
    expect(second).toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(10);
  });

  it('cancels mid-render: rejects with AbortError and leaves no output files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'orator-render-cancel-'));
    const controller = new AbortController();
    try {
      const render = renderProject(testProject(), {
        outDir: dir,
        tier: '720p',
        speech,
        assets: assetLoader,
        signal: controller.signal,
        onProgress: (percent, stage) => {
          if (stage === 'frames' && percent >= 30) controller.abort();
        },
      });
      await expect(render).rejects.toMatchObject({ name: 'AbortError' });
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
