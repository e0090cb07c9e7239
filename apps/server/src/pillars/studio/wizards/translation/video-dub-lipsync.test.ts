/**
 * Lip-sync through the real dub job (issue 12 §4, §5 mouthAudioR): an English talking-face video
 * (face-api's sample face, jaw and dark mouth driven by festival's speech) is uploaded with
 * lip-sync on, recognised, translated to Spanish, spoken by espeak-ng and its mouth re-rendered
 * from the video's own mouths. In the downloaded MP4 the mouth region's darkness (the open mouth's
 * cavity) must follow the Spanish audio (r >= 0.5), and follow it better than the source's English
 * mouth does: a dub that kept the original lips fails both. PGlite only (long flow, trivial SQL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makeTalkingVideo, mouthAudioCorrelation } from '@orator/faces/testing';
import { VIDEO_DUB_PATHS, type VideoDubProject } from '@orator/shared/wizards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../../test/databases.ts';
import { eventually, type TestUser, useTestApp } from '../../../../../test/factory/index.ts';

const WIDTH = 360;
const HEIGHT = 432;
const FPS = 25;
const ENGLISH =
  'Welcome to the harbour museum. Today we look at the old boats and the lighthouse. ' +
  'The lamp was made by hand more than one hundred years ago.';

const [pglite] = (await testDatabases()).filter((d) => d.name === 'pglite');

describe('video translation with lip-sync (English -> Spanish, the real dub job)', () => {
  let dir: string;
  let sourcePath: string;
  let alice: TestUser;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dub-lipsync-test-'));
    const video = await makeTalkingVideo({
      dir,
      name: 'english',
      text: ENGLISH,
      durationMs: 30_000,
      fps: FPS,
      width: WIDTH,
      height: HEIGHT,
    });
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

    const { r, sourceR, frames, maxOpening } = await mouthAudioCorrelation(dubPath, sourcePath, { width: WIDTH, height: HEIGHT, fps: FPS });
    expect(frames).toBeGreaterThan(29 * FPS);
    console.log(`mouthAudioR through the dub job: ${r.toFixed(3)} (source lips vs the dub: ${sourceR.toFixed(3)})`);
    expect(r, `r = ${r.toFixed(3)}`).toBeGreaterThanOrEqual(0.5);
    expect(r).toBeGreaterThan(sourceR + 0.1);
    expect(maxOpening).toBeGreaterThan(0.05);
  }, 600_000);
});
