/**
 * Clone wizard API: §5 refusals, the authorization statement, the plan's clone count under
 * concurrency, and one real training: a 3-minute video made here (face-api's sample portrait
 * with a jaw and mouth driven by our own TTS, 640x360 at 1 fps) -> avatar in My avatars ->
 * a short clip of the clone saying something new, whose mouth follows the new speech.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTalkingVideo, renderCloneClip, speechFor, type TalkingVideo } from '@orator/faces/testing';
import { messageFor, USER_AVATAR_PATHS, type UserAvatar } from '@orator/shared';
import { authorizationStatement, CLONE_PATHS, CLONE_TRAINING_SCRIPT, type Clone } from '@orator/shared/clone';
import type { CloneFace } from '@orator/scene';
import { decodeWav, pearson, rmsEnvelope } from '@orator/speech';
import { testDatabases } from '../../../test/databases.ts';
import { eventually, multipartBody, type TestUser, useTestApp } from '../../../test/factory/index.ts';
import { namespaceOf } from '../storage/keys.ts';

let dir: string;
let training: TalkingVideo;
let authorization: TalkingVideo;
let wrongStatement: TalkingVideo;
const NAME = 'Alice';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'orator-clone-test-'));
  const base = { dir, fps: 1, width: 640, height: 360 };
  training = await makeTalkingVideo({
    ...base,
    name: 'training',
    text: CLONE_TRAINING_SCRIPT.join(' '),
    durationMs: 181_000,
    speechMs: 60_000,
  });
  authorization = await makeTalkingVideo({ ...base, name: 'authorization', text: authorizationStatement(NAME, 'en') });
  wrongStatement = await makeTalkingVideo({ ...base, name: 'wrong', text: 'Good morning everyone, the weather is lovely today.' });
}, 300_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.each(await testDatabases())('clone API on $name', (target) => {
  let alice: TestUser;
  let bob: TestUser;
  const api = useTestApp(target, {
    jobs: target.name === 'pglite' ? 'work' : 'queue',
    setup: async ({ newUser }) => {
      alice = await newUser();
      bob = await newUser();
    },
  });
  const { call } = api;
  /** Training video without `language`, authorization video with it. */
  const upload = async (user: TestUser, path: string, fields: Record<string, string>) => {
    const form = multipartBody(fields, [{ name: 'video.mp4', bytes: await readFile(path) }]);
    const url = fields.language ? CLONE_PATHS.authorization : CLONE_PATHS.training;
    const res = await api.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...user.headers, ...form.headers } });
    return { status: res.statusCode, body: res.json<{ message: string; data: Clone }>() };
  };
  const create = async (user: TestUser, name: string) => (await call<Clone>(user, 'POST', CLONE_PATHS.create, { name })).body;

  it('refuses an empty name, a wrong container, a short video and a statement not read', async () => {
    expect((await create(alice, '  ')).message).toBe(messageFor('nameRequired', 'en'));
    const draft = (await create(alice, NAME)).data as Clone;
    expect(draft).toMatchObject({ name: NAME, state: 'draft', training: null, authorization: null });
    const text = join(dir, 'notes.mp4');
    await writeFile(text, 'not a video at all');
    expect((await upload(alice, text, { id: draft.id })).body.message).toBe(messageFor('cloneVideoFormat', 'en'));
    // The authorization clip is a few seconds: far from the 3 to 5 minutes of a training video.
    const short = await upload(alice, authorization.path, { id: draft.id });
    expect(short.body.message).toBe(messageFor('cloneVideoDuration', 'en'));
    const wrong = await upload(alice, wrongStatement.path, { id: draft.id, language: 'en' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(messageFor('videoAuthorizationFailed', 'en'));
    // Bob cannot reach Alice's clone.
    expect((await call(bob, 'GET', `${CLONE_PATHS.get}?id=${draft.id}`)).status).toBe(404);
    // Not ready: no videos yet.
    expect((await call(alice, 'POST', CLONE_PATHS.train, { id: draft.id })).body.message).toBe(messageFor('cloneNotReady', 'en'));
  }, 120_000);

  it('counts clones atomically: concurrent starts beyond the plan are refused', async () => {
    const owner = { ownerId: bob.userId, tenantId: bob.tenantId };
    const repo = api.ctx.services.clone.clones.repo;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const draft = (await create(bob, `Bob ${i}`)).data as Clone;
      await repo.update(owner, draft.id, { trainingKey: `missing/training-${i}.mp4`, authorizationKey: `missing/auth-${i}.mp4` });
      ids.push(draft.id);
    }
    const answers = await Promise.all(ids.map((id) => call<Clone>(bob, 'POST', CLONE_PATHS.train, { id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1); // free plan: one clone
    expect(answers.filter((a) => a.body.message === messageFor('insufficientClones', 'en'))).toHaveLength(2);
  });

  it.runIf(target.name === 'pglite')(
    'trains a clone from a 3-minute video: avatar in My avatars, and its mouth follows new speech',
    async () => {
      const draft = (await create(alice, NAME)).data as Clone;
      const uploaded = await upload(alice, training.path, { id: draft.id });
      expect(uploaded.status, uploaded.body.message).toBe(200);
      expect(uploaded.body.data.training).toMatchObject({ width: 640, height: 360 });
      const authorized = await upload(alice, authorization.path, { id: draft.id, language: 'en' });
      expect(authorized.status, authorized.body.message).toBe(200);
      expect(authorized.body.data.authorization?.status).toBe('passed');
      const started = await call<Clone>(alice, 'POST', CLONE_PATHS.train, { id: draft.id });
      expect(started.body.data?.state).toBe('training');
      const done = await eventually(
        async () => {
          const clone = (await call<Clone>(alice, 'GET', `${CLONE_PATHS.get}?id=${draft.id}`)).body.data;
          return clone && clone.state !== 'training' ? clone : undefined;
        },
        600_000,
        1000,
      );
      expect(done).toMatchObject({ state: 'done', progress: 100 });
      const avatar = (await call<UserAvatar>(alice, 'GET', `${USER_AVATAR_PATHS.get}?id=${done.avatarId}`)).body.data as UserAvatar;
      expect(avatar).toMatchObject({ kind: 'clone', status: 'ready', name: NAME });
      const clone = avatar.details.clone as { loopKey: string; atlasKey: string; loop: CloneFace['loop']; atlas: CloneFace['atlas'] };
      expect(clone.atlas.cells.length).toBeGreaterThanOrEqual(4);

      // The clone says something new: the mouth box darkens (opens) with the new speech's loudness.
      const storage = api.ctx.services.storage;
      const local = async (relative: string, name: string) => {
        const row = await storage.headObject(alice.userId, `${namespaceOf(alice.userId)}${relative}`);
        const path = join(dir, name);
        if (!row?.blobSha256) throw new Error(`missing ${relative}`);
        await storage.backend.withLocalFile(row.blobSha256, async (file) => writeFile(path, await readFile(file)));
        return path;
      };
      const speech = await speechFor('Open your mouth wide and say apples, oranges and bananas. Then stop.');
      const clip = await renderCloneClip({
        face: { kind: 'clone', loopUrl: 'loop', atlasUrl: 'atlas', playback: 'repeat', loop: clone.loop, atlas: clone.atlas },
        loopPath: await local(clone.loopKey, 'loop.mp4'),
        atlasPath: await local(clone.atlasKey, 'atlas.png'),
        visemes: speech.visemes,
        outPath: join(dir, 'clone-says.mp4'),
      });
      const envelope = rmsEnvelope(decodeWav(speech.wav), 40);
      const r = pearson(clip.mouthDarkness, envelope);
      console.log(
        `[clone] trained in ${avatar.details.trainMinutes} min, ${clone.atlas.cells.length} mouths, mouth/audio r=${r.toFixed(2)}`,
      );
      expect(r).toBeGreaterThan(0.3);
    },
    900_000,
  );
});
