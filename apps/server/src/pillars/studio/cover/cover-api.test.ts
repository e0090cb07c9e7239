import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createNodeCanvas, loadNodeImage } from '@orator/scene/node';
import {
  COVER_PATHS,
  defaultCoverDocument,
  STORAGE_PATHS,
  VIDEO_PATHS,
  type CoverDocument,
  type CoverState,
  type Page,
  type VideoProject,
  type VideoProjectSummary,
} from '@orator/shared';
import { users, videoProjects } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { ffmpegBytes, redPng, twoPageProject, useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { storageKeyOfUrl } from '../../../kernel/storage/render-outputs.ts';

/** The title colour the stored cover must show inside the title box. */
const MAGENTA = '#ff00ff';

type Rgb = [number, number, number];
const isRed = ([r, g, b]: Rgb) => r > 180 && g < 80 && b < 80;
const isBlue = ([r, g, b]: Rgb) => b > 180 && r < 80 && g < 80;
const isMagenta = ([r, g, b]: Rgb) => r > 200 && b > 200 && g < 70;

/** Decodes a JPEG and answers pixels (x, y). */
async function pixelsOf(jpeg: Buffer): Promise<{ width: number; height: number; at: (x: number, y: number) => Rgb }> {
  const image = await loadNodeImage(jpeg);
  const canvas = createNodeCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  return {
    width: image.width,
    height: image.height,
    at: (x, y) => {
      const i = (Math.round(y) * image.width + Math.round(x)) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

describe.each(await testDatabases())('cover editing API on $name', (target) => {
  const t = useTestApp(target, { jobs: 'queue', users: { alice: {}, bob: {} } });

  /** A 2 s 1280x720 video: red for the first second, blue for the second. */
  const videoFile = () => {
    const file = path.join(t.dataDir, 'red-blue.mp4');
    if (!fs.existsSync(file))
      ffmpegBytes(
        '-f', 'lavfi', '-i', 'color=c=red:s=1280x720:r=25:d=1',
        '-f', 'lavfi', '-i', 'color=c=blue:s=1280x720:r=25:d=1',
        '-filter_complex', '[0:v][1:v]concat=n=2:v=1:a=0', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-y', file,
      ); // prettier-ignore
    return file;
  };

  async function put(user: TestUser, key: string, bytes: Buffer, contentType: string): Promise<void> {
    const [owner] = await t.ctx.db.select().from(users).where(eq(users.id, user.userId));
    await t.ctx.services.storage.putObject(
      { user: owner!, userId: user.userId, tenantId: user.tenantId },
      { key, relative: key.slice(`u/${user.userId}/`.length) },
      Readable.from([bytes]),
      { contentType, contentLength: bytes.length, batchSize: null },
    );
  }

  /** A project whose render finished: the red/blue video and a render cover stored as a render would store them. */
  async function finishedProject(user: TestUser, name = 'Launch 发布'): Promise<VideoProject> {
    const project = (await t.call<VideoProject>(user, 'POST', VIDEO_PATHS.projectCreate, twoPageProject(name))).body.data;
    const folder = `u/${user.userId}/renders/${project.id}/attempt-1/`;
    await put(user, `${folder}video.mp4`, fs.readFileSync(videoFile()), 'video/mp4');
    await put(
      user,
      `${folder}video.jpg`,
      ffmpegBytes('-f', 'lavfi', '-i', 'color=c=green:s=1280x720', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'mjpeg', '-'),
      'image/jpeg',
    );
    await t.ctx.db
      .update(videoProjects)
      .set({
        state: 'succeeded',
        videoKey: `${folder}video.mp4`,
        coverKey: `${folder}video.jpg`,
        durationMs: 2000,
        renderAttemptId: 'attempt-1',
      })
      .where(eq(videoProjects.id, project.id));
    return project;
  }

  async function storedBytes(user: TestUser, url: string): Promise<Buffer | null> {
    const key = storageKeyOfUrl(url, user.userId);
    const row = key ? await t.ctx.services.storage.headObject(user.userId, key) : null;
    if (!row) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of await t.ctx.services.storage.openObject(row)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  const frame = (user: TestUser, id: string, timeMs: number) =>
    t.app.inject({ method: 'GET', url: COVER_PATHS.frame(id, timeMs), headers: user.headers });

  it('answers the frame at a time, at the video size, clamped into the video', async () => {
    const alice = t.user('alice');
    const project = await finishedProject(alice);
    const state = await t.call<CoverState>(alice, 'GET', COVER_PATHS.state(project.id));
    expect(state.status).toBe(200);
    expect(state.body.data).toMatchObject({ width: 1280, height: 720, durationMs: 2000, ratio: 0, document: null });

    const early = await frame(alice, project.id, 300);
    expect(early.statusCode).toBe(200);
    expect(early.headers['content-type']).toBe('image/jpeg');
    const red = await pixelsOf(early.rawPayload);
    expect([red.width, red.height]).toEqual([1280, 720]);
    expect(isRed(red.at(640, 360))).toBe(true);
    expect(isBlue((await pixelsOf((await frame(alice, project.id, 1500)).rawPayload)).at(640, 360))).toBe(true);
    // Past the end: the last frame, not an error.
    expect(isBlue((await pixelsOf((await frame(alice, project.id, 60_000)).rawPayload)).at(640, 360))).toBe(true);
  });

  it('saves a cover drawn from the frame with the title, lists it, and resets to the render cover', async () => {
    const alice = t.user('alice');
    const project = await finishedProject(alice, 'Cover test');
    const original = (await t.call<CoverState>(alice, 'GET', COVER_PATHS.state(project.id))).body.data.coverUrl!;
    const doc: CoverDocument = {
      background: { kind: 'frame', timeMs: 1500 },
      title: {
        ...defaultCoverDocument(2000).title,
        text: '封面',
        fontSize: 160,
        color: MAGENTA,
        strokeColor: null,
        strokeWidth: 0,
        verticalPercent: 50,
      },
      sticker: { id: 'il-arrows-green', xPercent: 90, yPercent: 15, sizePercent: 20 },
    };
    const saved = await t.call<CoverState>(alice, 'POST', COVER_PATHS.save(project.id), doc);
    expect(saved.status).toBe(200);
    expect(saved.body.data.coverUrl).not.toBe(original);
    expect(saved.body.data.originalCoverUrl).toBe(original);
    expect(saved.body.data.document).toEqual(doc);

    const cover = await pixelsOf((await storedBytes(alice, saved.body.data.coverUrl!))!);
    expect([cover.width, cover.height]).toEqual([1280, 720]);
    // The title box is centred: two 160 px characters around (640, 360) hold magenta; the rest is the blue frame.
    let magenta = 0;
    for (let x = 480; x < 800; x += 4) for (let y = 280; y < 440; y += 4) if (isMagenta(cover.at(x, y))) magenta++;
    expect(magenta).toBeGreaterThan(200);
    for (const [x, y] of [
      [20, 20],
      [20, 700],
      [640, 690],
      [300, 600],
    ] as const)
      expect(isBlue(cover.at(x, y)), `${x},${y}`).toBe(true);
    // The sticker (a green arrow, upper right) is drawn over the frame.
    let notBlue = 0;
    for (let x = 1080; x < 1260; x += 4) for (let y = 40; y < 180; y += 4) if (!isBlue(cover.at(x, y))) notBlue++;
    expect(notBlue).toBeGreaterThan(50);

    // The lists show the new cover.
    const list = await t.call<Page<VideoProjectSummary>>(alice, 'GET', `${VIDEO_PATHS.projectList}?page=1&size=50`);
    expect(list.body.data.items.find((p) => p.id === project.id)?.coverUrl).toBe(saved.body.data.coverUrl);

    // A second edit replaces the first, whose picture is deleted; the original stays.
    const again = await t.call<CoverState>(alice, 'POST', COVER_PATHS.save(project.id), { ...doc, sticker: null });
    expect(again.body.data.originalCoverUrl).toBe(original);
    expect(await storedBytes(alice, saved.body.data.coverUrl!)).toBeNull();

    const reset = await t.call<CoverState>(alice, 'POST', COVER_PATHS.reset(project.id));
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ coverUrl: original, originalCoverUrl: original, document: null });
    expect(await storedBytes(alice, again.body.data.coverUrl!)).toBeNull();
    expect(await storedBytes(alice, original)).not.toBeNull();
  });

  it('draws an uploaded PNG background, and refuses a file that is not an image', async () => {
    const alice = t.user('alice');
    const project = await finishedProject(alice);
    await put(alice, `u/${alice.userId}/covers/red.png`, redPng(), 'image/png');
    // Storage refuses an SVG named .png at upload; a stored file of another kind must not pass as a cover either.
    await put(
      alice,
      `u/${alice.userId}/covers/notes.bin`,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'application/octet-stream',
    );
    const doc = (url: string): CoverDocument => ({ ...defaultCoverDocument(2000), background: { kind: 'image', url, source: 'upload' } });

    const saved = await t.call<CoverState>(alice, 'POST', COVER_PATHS.save(project.id), doc(STORAGE_PATHS.object('covers/red.png')));
    expect(saved.status).toBe(200);
    expect(isRed((await pixelsOf((await storedBytes(alice, saved.body.data.coverUrl!))!)).at(640, 100))).toBe(true);

    const fake = await t.call(alice, 'POST', COVER_PATHS.save(project.id), doc(STORAGE_PATHS.object('covers/notes.bin')));
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('File format not supported');
    // Another user's image is not reachable through a cover.
    const bob = t.user('bob');
    const foreign = await t.call(alice, 'POST', COVER_PATHS.save(project.id), doc(`/oss/orator/u/${bob.userId}/covers/red.png`));
    expect(foreign.status).toBe(400);
  });

  it("answers 404 for another user's project and refuses a project that is not finished", async () => {
    const alice = t.user('alice');
    const bob = t.user('bob');
    const project = await finishedProject(alice);
    const doc = defaultCoverDocument(2000, 'x');
    expect((await t.call(bob, 'GET', COVER_PATHS.state(project.id))).status).toBe(404);
    expect((await frame(bob, project.id, 0)).statusCode).toBe(404);
    expect((await t.call(bob, 'POST', COVER_PATHS.save(project.id), doc)).status).toBe(404);
    expect((await t.call(bob, 'POST', COVER_PATHS.reset(project.id))).status).toBe(404);

    const draft = (await t.call<VideoProject>(alice, 'POST', VIDEO_PATHS.projectCreate, twoPageProject('Draft'))).body.data;
    const refused = await t.call(alice, 'POST', COVER_PATHS.save(draft.id), doc);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The video is not finished yet: edit its cover once it has been composed');
    expect((await frame(alice, draft.id, 0)).statusCode).toBe(400);
  });

  it('refuses a title over 40 characters with the catalogue message', async () => {
    const alice = t.user('alice');
    const project = await finishedProject(alice);
    const doc = defaultCoverDocument(2000);
    const long = await t.call(alice, 'POST', COVER_PATHS.save(project.id), { ...doc, title: { ...doc.title, text: '长'.repeat(41) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('A cover title has at most 40 characters');
  });
});
