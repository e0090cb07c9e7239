import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MATERIAL_PATHS,
  messageFor,
  STORAGE_BYTES_NON_MEMBER,
  type MaterialCapacity,
  type MaterialUploadResult,
  type Page,
  type Material,
} from '@orator/shared';
import { materialProjectLinks } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { ffmpegBytes, redPng, callAs, type FormFile, type TestUser, useTestApp, zeroPng } from '../../../../test/factory/index.ts';

const ffmpeg = ffmpegBytes;
const png = redPng;
const mp4 = () =>
  ffmpeg(
    '-f',
    'lavfi',
    '-i',
    'color=c=blue:s=32x32:d=0.4',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    'frag_keyframe+empty_moov',
    '-f',
    'mp4',
    '-',
  );
const mp3 = () => ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=0.5', '-f', 'mp3', '-');

describe.each(await testDatabases())('materials API on $name', (target) => {
  let alice: TestUser;
  let mallory: TestUser;
  let aliceAtWork: TestUser;
  const files = { png: png(), mp4: mp4(), mp3: mp3() };
  const api = useTestApp(target, {
    jobs: 'queue',
    setup: async ({ newUser, newWorkspace }) => {
      alice = await newUser();
      mallory = await newUser();
      aliceAtWork = (await newWorkspace(alice)).actingIn;
    },
  });
  const { call } = api;
  const upload = (user: TestUser, list: FormFile[], headers: Record<string, string> = {}) =>
    api.upload<MaterialUploadResult>(user, MATERIAL_PATHS.upload, {}, list, headers);

  it('adds images, videos and audio in bulk, judged by content, each file on its own', async () => {
    const result = await upload(
      alice,
      [
        { name: '门店 照片.png', bytes: files.png },
        { name: 'intro.mp4', bytes: files.mp4 },
        { name: 'jingle.mp3', bytes: files.mp3 },
        { name: 'notes.png', bytes: Buffer.from('<svg onload="alert(1)"></svg>') },
        { name: 'empty.mp3', bytes: Buffer.alloc(0) },
        // A decompression bomb: 30000x30000 pixels in about 100 KB; refused from its header.
        { name: 'huge.png', bytes: zeroPng(30_000, 30_000) },
      ],
      { language: 'zhchs' },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.items.map((m) => [m.name, m.kind, m.sizeBytes])).toEqual([
      ['门店 照片.png', 'image', files.png.length],
      ['intro.mp4', 'video', files.mp4.length],
      ['jingle.mp3', 'audio', files.mp3.length],
    ]);
    expect(result.body.data.failed).toEqual([
      { name: 'notes.png', message: messageFor('fileFormatNotSupported', 'zh-CN') },
      { name: 'empty.mp3', message: messageFor('emptyFile', 'zh-CN') },
      { name: 'huge.png', message: messageFor('imageTooLarge', 'zh-CN') },
    ]);

    // The preview link opens the bytes without a session; the plain URL needs one.
    const image = result.body.data.items[0] as Material;
    const preview = await api.app.inject({ method: 'GET', url: image.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(crypto.createHash('sha256').update(preview.rawPayload).digest('hex')).toBe(
      crypto.createHash('sha256').update(files.png).digest('hex'),
    );
    expect((await api.app.inject({ method: 'GET', url: image.url })).statusCode).not.toBe(200);

    const videos = await call<Page<Material>>(alice, 'GET', `${MATERIAL_PATHS.page}?kind=video`);
    expect(videos.body.data.items.map((m) => m.name)).toEqual(['intro.mp4']);
    const search = await call<Page<Material>>(alice, 'GET', `${MATERIAL_PATHS.page}?keyword=${encodeURIComponent('照片')}`);
    expect(search.body.data.total).toBe(1);

    const capacity = await call<MaterialCapacity>(alice, 'GET', MATERIAL_PATHS.capacity);
    expect(capacity.body.data.totalBytes).toBe(STORAGE_BYTES_NON_MEMBER);
    expect(capacity.body.data.usedBytes).toBeGreaterThanOrEqual(files.png.length + files.mp4.length + files.mp3.length);
  });

  it('refuses more than 10 files at once and keeps nothing of such a request', async () => {
    const before = (await call<Page<Material>>(alice, 'GET', MATERIAL_PATHS.page)).body.data.total;
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, bytes: files.png }));
    const refused = await upload(alice, eleven);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(messageFor('tooManyFiles', 'en'));
    expect((await call<Page<Material>>(alice, 'GET', MATERIAL_PATHS.page)).body.data.total).toBe(before);
  });

  it('blocks deleting a material while a project links it', async () => {
    const [material] = (await upload(alice, [{ name: 'logo.png', bytes: files.png }])).body.data.items;
    if (!material) throw new Error('upload failed');
    // Conversational projects arrive with the next issue: the link row is what they will write.
    await api.ctx.db.insert(materialProjectLinks).values({ materialId: material.id, projectId: 'project-1' });
    const listed = await call<Page<Material>>(alice, 'GET', `${MATERIAL_PATHS.page}?keyword=logo`);
    expect(listed.body.data.items[0]?.linkedProjectCount).toBe(1);
    const refused = await callAs(api.app, alice, 'GET', `${MATERIAL_PATHS.delete}?id=${material.id}`, undefined, { language: 'zh-TW' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messageFor('materialLinked', 'zh-TW'));
    expect(messageFor('materialLinked', 'en')).toBe('This material is used by a project and cannot be deleted');

    await api.ctx.services.materials.unlinkProject('project-1');
    expect((await call(alice, 'GET', `${MATERIAL_PATHS.delete}?id=${material.id}`)).status).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: material.previewUrl })).statusCode).toBe(404);
    expect((await call(alice, 'GET', `${MATERIAL_PATHS.delete}?id=${material.id}`)).status).toBe(404);
  });

  it('hides materials from other users and other workspaces', async () => {
    const [material] = (await upload(alice, [{ name: 'secret.png', bytes: files.png }])).body.data.items;
    if (!material) throw new Error('upload failed');
    for (const outsider of [mallory, aliceAtWork]) {
      expect((await call(outsider, 'GET', `${MATERIAL_PATHS.delete}?id=${material.id}`)).status).toBe(404);
      const page = await call<Page<Material>>(outsider, 'GET', MATERIAL_PATHS.page);
      expect(page.body.data.items.map((m) => m.id)).not.toContain(material.id);
      await expect(
        api.ctx.services.materials.linkToProject({ ownerId: outsider.userId, tenantId: outsider.tenantId }, material.id, 'p'),
      ).rejects.toThrow();
    }
    expect((await call(null, 'GET', MATERIAL_PATHS.capacity)).status).toBe(401);
  });
});
