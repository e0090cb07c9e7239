/**
 * Talking photo end to end: a real photo (face-api's sample3.jpg cropped to one woman, see
 * @orator/faces/samples) -> face-api landmarks -> a project page with a PHOTO digital man and a
 * festival sentence -> the normal render path -> MP4. The mouth region's pixels must follow the
 * voice in the rendered file itself.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPortrait, detectFaces, flattenLandmarks } from '@orator/faces/node';
import { portraitPhoto } from '@orator/faces/samples';
import { runProcess } from '@orator/process';
import { projectSchema, type Project } from '@orator/shared/project';
import { createSpeechService, DiskSpeechCache, rmsEnvelope } from '@orator/speech';
import type { RenderPlan } from '../plan/types.ts';
import { renderProject, type RenderResult } from '../renderProject.ts';
import { FRAME_MS, mouthAudioCorrelation } from './lipSync.ts';

const SENTENCE = 'Hello! My photo can talk, and it opens the mouth to say so.';
/** The element's box in base units (1280x720 for 16:9), and so in pixels at 720p. */
const BOX = { left: 700, top: 40, width: 500, height: 600 };
const PHOTO = { width: 600, height: 720 };

const speech = createSpeechService({ cache: new DiskSpeechCache(join(tmpdir(), 'orator-render-test-speech')) });
let dir: string;
let result: RenderResult;
let plan: RenderPlan;
let mouthBox: { x: number; y: number; width: number; height: number };

function photoProject(landmarks: number[]): Project {
  return projectSchema.parse({
    id: 'photo',
    projectName: 'Talking photo',
    projectType: 'Lamination',
    ppts: [
      {
        uuid: 'p0',
        elements: [
          {
            uuid: 'm0',
            type: 'digitalMan',
            url: 'portrait.jpg',
            speaker_id: 'photo:portrait',
            manType: 'PHOTO',
            face: { kind: 'photo', imageUrl: 'portrait.jpg', ...PHOTO, landmarks },
            position: BOX,
            zIndex: 1,
          },
          { uuid: 'd0', type: 'dubbing', text: SENTENCE, voiceId: 'festival:en:slt' },
        ],
      },
    ],
  });
}

/** Gray pixels of every frame, cropped to `box`. */
async function croppedFrames(path: string, box: typeof mouthBox): Promise<Uint8Array[]> {
  const raw = await runProcess('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-i', path],
    ...['-vf', `crop=${box.width}:${box.height}:${box.x}:${box.y}`, '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
  ]);
  const size = box.width * box.height;
  const frames: Uint8Array[] = [];
  for (let at = 0; at + size <= raw.length; at += size) frames.push(raw.subarray(at, at + size));
  return frames;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orator-photo-face-'));
  const photo = await portraitPhoto();
  await writeFile(join(dir, 'portrait.jpg'), photo);
  const detection = await detectFaces(photo);
  const check = checkPortrait(detection);
  if (!check.ok) throw new Error(`the sample portrait was refused: ${check.reason}`);
  const landmarks = flattenLandmarks(check.face.landmarks);
  // Where the mouth lands: the photo is contain-fitted into the box.
  const scale = Math.min(BOX.width / PHOTO.width, BOX.height / PHOTO.height);
  const left = BOX.left + (BOX.width - PHOTO.width * scale) / 2;
  const top = BOX.top + (BOX.height - PHOTO.height * scale) / 2;
  const mouth = check.face.landmarks.slice(48, 68);
  const xs = mouth.map((p) => left + p.x * scale);
  const ys = mouth.map((p) => top + p.y * scale);
  const width = Math.max(...xs) - Math.min(...xs);
  // Even numbers: ffmpeg crops 4:2:0 video on even pixels and would silently shrink the box.
  const even = (v: number): number => 2 * Math.round(v / 2);
  mouthBox = {
    x: even(Math.min(...xs) - width * 0.2),
    y: even(Math.min(...ys) - width * 0.2),
    width: even(width * 1.4),
    height: even(Math.max(...ys) - Math.min(...ys) + width * 0.9),
  };
  result = await renderProject(photoProject(landmarks), {
    outDir: join(dir, 'out'),
    tier: '720p',
    speech,
    assets: async (url) => join(dir, url),
    onPlan: (p) => (plan = p),
  });
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a talking photo rendered to MP4', () => {
  it('renders the spoken sentence at 720p', () => {
    expect([result.width, result.height]).toEqual([1280, 720]);
    expect(result.durationMs).toBeGreaterThan(2000);
    expect(result.durationMs).toBeLessThan(6000);
    const layer = plan.segments[0]!.scene.layers.find((l) => l.kind === 'avatar');
    expect(layer?.kind === 'avatar' && layer.face?.kind === 'photo' && layer.face.imageUrl).toBe('portrait.jpg');
  });

  it('opens the mouth with the voice: dark mouth pixels follow the audio envelope (r >= 0.5)', async () => {
    const frames = await croppedFrames(result.videoPath, mouthBox);
    expect(frames.length).toBe(plan.frameCount);
    // The open mouth shows its dark cavity; the closed photo mouth has none.
    const darkness = frames.map((f) => f.reduce((n, v) => n + (v < 60 ? 1 : 0), 0) / f.length);
    const audio = await runProcess('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-i',
      result.videoPath,
      '-vn',
      '-ac',
      '1',
      '-ar',
      '22050',
      '-f',
      's16le',
      'pipe:1',
    ]);
    const samples = new Int16Array(audio.buffer.slice(audio.byteOffset, audio.byteOffset + audio.length - (audio.length % 2)));
    const envelope = rmsEnvelope({ sampleRate: 22050, samples }, FRAME_MS).slice(0, darkness.length);
    const r = mouthAudioCorrelation(darkness.slice(0, envelope.length), envelope);
    expect(r, `r = ${r.toFixed(3)}`).toBeGreaterThanOrEqual(0.5);
    expect(Math.max(...darkness)).toBeGreaterThan(0.05);
    expect(darkness[0]).toBeLessThan(0.02);
  });
});
