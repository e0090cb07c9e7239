/**
 * Lip-sync through the real dub job (issue 12 §4, §5 mouthAudioR): an English talking-face video
 * (face-api's sample face, jaw and dark mouth driven by festival's speech) is uploaded with
 * lip-sync on, recognised, translated to Spanish, spoken by espeak-ng and its mouth re-rendered
 * from the video's own mouths. In the downloaded MP4 the mouth region's darkness (the open mouth's
 * cavity) must follow the Spanish audio (r >= 0.5), and follow it better than the source's English
 * mouth does: a dub that kept the original lips fails both. PGlite only (long flow, trivial SQL).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { detectFacesInFrame } from '@orator/faces/node';
import { makeTalkingVideo } from '@orator/faces/testing';
import { pearson, rmsEnvelope } from '@orator/speech';
import { VIDEO_DUB_PATHS, type VideoDubProject } from '@orator/shared/wizards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { eventually, type TestUser, useTestApp } from '../../../test/factory/index.ts';

const WIDTH = 360;
const HEIGHT = 432;
const FPS = 25;
const FRAME_MS = 1000 / FPS;
const ENGLISH =
  'Welcome to the harbour museum. Today we look at the old boats and the lighthouse. ' +
  'The lamp was made by hand more than one hundred years ago.';

const [pglite] = (await testDatabases()).filter((d) => d.name === 'pglite');

type Box = { x: number; y: number; width: number; height: number };

/** Grey pixels of a box in every frame of a video at 25 fps. */
function boxFrames(file: string, box: Box): Uint8Array[] {
  const raw = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', file, '-vf', `fps=${FPS},crop=${box.width}:${box.height}:${box.x}:${box.y}`, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const size = box.width * box.height;
  const frames: Uint8Array[] = [];
  for (let at = 0; at + size <= raw.length; at += size) frames.push(raw.subarray(at, at + size));
  return frames;
}

/** Share of dark pixels (the open mouth's inside) per frame. */
const darkness = (frames: Uint8Array[]) => frames.map((f) => f.reduce((n, v) => n + (v < 60 ? 1 : 0), 0) / f.length);

/** The soundtrack's loudness per 40 ms frame. */
function loudness(file: string): number[] {
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-vn', '-ac', '1', '-ar', '16000', '-f', 's16le', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const samples = new Int16Array(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length - (pcm.length % 2)));
  return rmsEnvelope({ sampleRate: 16000, samples }, FRAME_MS);
}

/** Where the mouth is in the first frame, from its landmarks (generous: the head moves a little). */
async function mouthBox(file: string): Promise<Box> {
  const rgba = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-']);
  const face = (await detectFacesInFrame(rgba, WIDTH, HEIGHT)).faces[0];
  if (!face) throw new Error('no face in the first frame');
  const mouth = face.landmarks.slice(48, 68);
  const xs = mouth.map((p) => p.x);
  const ys = mouth.map((p) => p.y);
  const width = Math.max(...xs) - Math.min(...xs);
  const even = (v: number) => 2 * Math.round(v / 2);
  return {
    x: even(Math.min(...xs) - width * 0.2),
    y: even(Math.min(...ys) - width * 0.2),
    width: even(width * 1.4),
    height: even(Math.max(...ys) - Math.min(...ys) + width * 0.9),
  };
}

describe('video translation with lip-sync (English -> Spanish, the real dub job)', () => {
  let dir: string;
  let sourcePath: string;
  let alice: TestUser;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dub-lipsync-test-'));
    const video = await makeTalkingVideo({ dir, name: 'english', text: ENGLISH, durationMs: 30_000, fps: FPS, width: WIDTH, height: HEIGHT });
    sourcePath = video.path;
  }, 180_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const api = useTestApp(pglite!, {
    jobs: 'work',
    setup: async ({ newUser }) => {
      alice = await newUser();
    },
  });
  const { call, upload } = api;
  const settled = (id: string, state: string) =>
    eventually(async () => {
      const { body } = await call<VideoDubProject>(alice, 'GET', VIDEO_DUB_PATHS.project(id));
      if (body.data.state === 'failure') throw new Error(`failed: ${body.data.failureReason}`);
      return body.data.state === state ? body.data : undefined;
    }, 400_000);

  it("re-renders the speaking mouth so it follows the Spanish dub (mouthAudioR >= 0.5), unlike the source's lips", async () => {
    const started = await upload<VideoDubProject>(
      alice,
      VIDEO_DUB_PATHS.upload,
      { videoLanguage: 'en', targetLanguage: 'es', people: '1', lipSync: 'true', subtitle: 'false' },
      [{ name: 'museum.mp4', bytes: fs.readFileSync(sourcePath) }],
    );
    expect(started.status).toBe(200);
    expect(started.body.data.lipSync).toBe(true);
    const id = started.body.data.id;
    await settled(id, 'generated');
    expect((await call(alice, 'POST', VIDEO_DUB_PATHS.render(id), {})).status).toBe(200);
    const done = await settled(id, 'success');
    expect(done.chat.every((s) => s.translatedText.trim().length > 0)).toBe(true);

    const dubPath = path.join(dir, 'dub.mp4');
    const download = await api.app.inject({ method: 'GET', url: `${VIDEO_DUB_PATHS.download(id)}?kind=video`, headers: alice.headers });
    fs.writeFileSync(dubPath, download.rawPayload);

    const box = await mouthBox(sourcePath);
    const envelope = loudness(dubPath);
    const dubbed = darkness(boxFrames(dubPath, box));
    const source = darkness(boxFrames(sourcePath, box));
    const frames = Math.min(envelope.length, dubbed.length, source.length);
    expect(frames).toBeGreaterThan(29 * FPS);
    const r = pearson(dubbed.slice(0, frames), envelope.slice(0, frames));
    const sourceR = pearson(source.slice(0, frames), envelope.slice(0, frames));
    console.log(`mouthAudioR through the dub job: ${r.toFixed(3)} (source lips vs the dub: ${sourceR.toFixed(3)})`);
    expect(r, `r = ${r.toFixed(3)}`).toBeGreaterThanOrEqual(0.5);
    expect(r).toBeGreaterThan(sourceR + 0.1);
    expect(Math.max(...dubbed)).toBeGreaterThan(0.05);
  }, 600_000);
});
