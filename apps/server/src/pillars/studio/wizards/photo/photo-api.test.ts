import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  JOB_PATHS,
  messageFor,
  type JobStatus,
  PHOTO_PATHS,
  USER_AVATAR_PATHS,
  VIDEO_PATHS,
  type ComposeResult,
  type PhotoAudio,
  type PhotoJob,
  type PhotoJobStarted,
  type UserAvatar,
  type UserAvatarPage,
  type VideoProject,
  type ProjectDownload,
} from '@orator/shared';
import { groupPhoto, landscapePhoto, portraitPhoto } from '../../../../../../../packages/faces/test/fixtures.ts';
import { testDatabases } from '../../../../../test/databases.ts';
import { eventually, ffmpegBytes, type TestUser, useTestApp } from '../../../../../test/factory/index.ts';

/** Mean luma and a sharpness figure (mean absolute horizontal difference) of a JPEG, decoded by ffmpeg to grey pixels. */
function lumaStats(jpeg: Buffer, width: number, height: number): { mean: number; edges: number } {
  const grey = execFileSync('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'], {
    input: jpeg,
    maxBuffer: 64 * 1024 * 1024,
  });
  let sum = 0;
  let edges = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const v = grey[y * width + x] ?? 0;
      sum += v;
      if (x > 0) edges += Math.abs(v - (grey[y * width + x - 1] ?? 0));
    }
  }
  return { mean: sum / (width * height), edges: edges / (width * height) };
}

// Face recognition is the same on both databases; one is enough for this suite's time budget.
describe.each((await testDatabases()).slice(0, 1))('talking photo API on $name', (target) => {
  let alice: TestUser;
  let mallory: TestUser;
  const api = useTestApp(target, {
    jobs: 'work',
    setup: async ({ newUser }) => {
      alice = await newUser({ remainCredits: 600 });
      mallory = await newUser();
    },
  });
  const { call, upload } = api;

  const uploadPhoto = (user: TestUser, name: string, bytes: Uint8Array) =>
    upload<PhotoJobStarted>(user, PHOTO_PATHS.upload, {}, [{ name, bytes, contentType: 'image/jpeg' }]);
  const finished = (user: TestUser, jobId: string) =>
    eventually(async () => {
      const job = (await call<PhotoJob>(user, 'GET', `${PHOTO_PATHS.job}?jobId=${jobId}`)).body.data;
      return job && job.state !== 'running' ? job : undefined;
    }, 60_000);
  const fetchCover = async (user: TestUser, avatar: UserAvatar) => {
    const res = await api.app.inject({ method: 'GET', url: avatar.previewUrl!, headers: user.headers });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  // tinyFace and notFrontal come from the same portrait rules (@orator/faces tests them on real photos); the mapping to their messages is unit-tested.
  it('refuses what is no portrait photo with the §8 message and its reason', async () => {
    const gif = await uploadPhoto(alice, 'a.jpg', new TextEncoder().encode('GIF89a not a photo at all'));
    expect(gif.status).toBe(400);
    expect(gif.body.message).toBe(messageFor('photoFormatNotSupported', 'en'));
    const small = await uploadPhoto(
      alice,
      'small.png',
      ffmpegBytes('-f', 'lavfi', '-i', 'color=c=red:s=64x64', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-'),
    );
    expect(small.body.message).toBe(messageFor('photoSizeOutOfRange', 'en'));

    const cases = [
      { bytes: landscapePhoto(), key: 'photoNoFace' },
      { bytes: groupPhoto(), key: 'photoManyFaces' },
    ] as const;
    for (const { bytes, key } of cases) {
      const started = await uploadPhoto(alice, 'photo.jpg', bytes);
      expect(started.status).toBe(200);
      const job = await finished(alice, started.body.data!.jobId);
      expect(job).toMatchObject({ state: 'failed', errorKey: key, error: messageFor(key, 'en') });
      expect(messageFor(key, 'en')).toMatch(/^Creating photo digital human failed: /);
    }
    // Nothing refused is kept: no avatar, no file.
    expect((await call<UserAvatarPage>(alice, 'GET', USER_AVATAR_PATHS.page)).body.data?.total).toBe(0);
    expect(await api.ctx.services.storage.usedBytes(alice.userId)).toBe(0);
  }, 120_000);

  it('accepts a portrait, lists it, colours and upscales it (real pixels), cancels, composes a page project', async () => {
    const started = await uploadPhoto(alice, 'Grace.jpg', await portraitPhoto());
    const recognized = await finished(alice, started.body.data!.jobId);
    expect(recognized.state).toBe('done');
    const avatar = recognized.avatar!;
    expect(avatar).toMatchObject({ kind: 'photo', name: 'Grace', status: 'ready' });
    expect(avatar.face?.landmarks).toHaveLength(136);
    expect(avatar.face).toMatchObject({ width: 600, height: 720, gender: 'female' }); // face-api's age/gender net picks the default voice
    const listed = await call<UserAvatarPage>(alice, 'GET', `${USER_AVATAR_PATHS.page}?kind=photo&readyOnly=true`);
    expect(listed.body.data?.items.map((a) => a.id)).toEqual([avatar.id]);
    expect((await call(mallory, 'GET', `${USER_AVATAR_PATHS.get}?id=${avatar.id}`)).status).toBe(404);
    expect(
      (await call(mallory, 'POST', PHOTO_PATHS.tool, { avatarId: avatar.id, options: { color: true, enhance: false, crop: null } })).status,
    ).toBe(404);
    const before = lumaStats(await fetchCover(alice, avatar), 600, 720);

    // Colour, high definition and a face-centred crop in one rebuild of the cover.
    const tool = await call<PhotoJobStarted>(alice, 'POST', PHOTO_PATHS.tool, {
      avatarId: avatar.id,
      options: { color: true, enhance: true, crop: { zoom: 1, dx: 0, dy: 0 } },
    });
    expect(tool.body.data?.stage).toBe('enhancing');
    const toolled = (await finished(alice, tool.body.data!.jobId)).avatar!;
    expect(toolled.coverUrl).not.toBe(avatar.coverUrl);
    const face = toolled.face!;
    expect(face.width).toBeGreaterThan(avatar.face!.width * 0.9); // cropped, then doubled
    const after = lumaStats(await fetchCover(alice, toolled), face.width, face.height);
    // Different pixels (the filter chain's own effect on colour and sharpness is measured in photo-tools.ffmpeg.test.ts).
    expect(after.mean).not.toBeCloseTo(before.mean, 3);
    expect(toolled.details).toMatchObject({ options: { color: true, enhance: true } });
    // The landmarks moved with the crop and the upscale: still inside the new image.
    expect(Math.max(...face.landmarks.filter((_, i) => i % 2 === 0))).toBeLessThan(face.width);

    // Cancel: the cover stays as it was.
    const again = await call<PhotoJobStarted>(alice, 'POST', PHOTO_PATHS.tool, {
      avatarId: avatar.id,
      options: { color: false, enhance: false, crop: null },
    });
    await call(alice, 'POST', `/manprocess/job/${again.body.data!.jobId}/cancel`);
    const cancelled = await finished(alice, again.body.data!.jobId);
    expect(cancelled.state).toBe('cancelled');
    expect((await call<UserAvatar>(alice, 'GET', `${USER_AVATAR_PATHS.get}?id=${avatar.id}`)).body.data?.coverUrl).toBe(toolled.coverUrl);

    // A line from an uploaded wav (too long is refused), one from text.
    const long = ffmpegBytes('-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', '181', '-f', 'wav', '-');
    const refused = await upload(alice, PHOTO_PATHS.audio, {}, [{ name: 'long.wav', bytes: long, contentType: 'audio/wav' }]);
    expect(refused.body.message).toBe(messageFor('photoAudioTooLong', 'en'));
    const wav = ffmpegBytes('-f', 'lavfi', '-i', 'sine=frequency=220:duration=1.5', '-f', 'wav', '-');
    const audio = (await upload<PhotoAudio>(alice, PHOTO_PATHS.audio, {}, [{ name: 'hello.wav', bytes: wav, contentType: 'audio/wav' }]))
      .body.data!;
    expect(audio.durationMs).toBeGreaterThan(1400);

    const roles = [{ id: 'r1', name: 'Grace', voiceId: 'en-f-1' }];
    const voices = api.ctx.services.voices.list({});
    roles[0]!.voiceId = voices.find((v) => v.language === 'en')!.id;
    const short = await call(alice, 'POST', PHOTO_PATHS.compose, {
      avatarId: avatar.id,
      projectName: 'Grace',
      chats: [{ roleId: 'r1', text: 'Hi' }],
      roles,
    });
    expect(short.body.message).toBe(messageFor('dubbingTextTooShort', 'en'));
    const composed = await call<ComposeResult>(alice, 'POST', PHOTO_PATHS.compose, {
      avatarId: avatar.id,
      projectName: 'Grace speaks',
      chats: [
        { roleId: 'r1', text: 'Hello, I am a talking photo.' },
        { roleId: 'r1', audioUrl: audio.url, audioMs: audio.durationMs },
      ],
      roles,
    });
    expect(composed.status, JSON.stringify(composed.body)).toBe(200);
    const project = (await call<VideoProject>(alice, 'GET', VIDEO_PATHS.project(composed.body.data!.projectId))).body.data;
    expect(project?.document.ppts).toHaveLength(2);
    const man = project?.document.ppts[0]?.elements.find((e) => e.type === 'digitalMan');
    expect(man).toMatchObject({ manType: 'PHOTO', speaker_id: avatar.id, face: { kind: 'photo', imageUrl: toolled.coverUrl } });
    // Twice a normal avatar (spec §9): the estimate was charged at the photo factor.
    expect(composed.body.data!.estimatedSeconds).toBeGreaterThanOrEqual(2 * Math.ceil(audio.durationMs / 1000));

    // The render runs to its end (the renderer's photo part is checked where it is built).
    const render = await eventually(async () => {
      const job = (await call<JobStatus>(alice, 'GET', JOB_PATHS.job(composed.body.data!.jobId))).body.data;
      return job && !['queued', 'active'].includes(job.state) ? job : undefined;
    }, 120_000);
    expect(render.state, render.error ?? '').toBe('completed');
    // A frame of the MP4 shows the photo (bright, colourful pixels), not an empty stage.
    const download = (await call<ProjectDownload>(alice, 'GET', VIDEO_PATHS.projectDownload(composed.body.data!.projectId))).body.data!;
    const mp4 = await api.app.inject({ method: 'GET', url: download.videoUrl, headers: alice.headers });
    expect(mp4.statusCode).toBe(200);
    const file = path.join(os.tmpdir(), `photo-test-${Date.now()}.mp4`);
    fs.writeFileSync(file, mp4.rawPayload);
    const frame = execFileSync('ffmpeg', [
      '-v',
      'error',
      '-ss',
      '1',
      '-i',
      file,
      '-frames:v',
      '1',
      '-vf',
      'scale=60:80',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      'pipe:1',
    ]);
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-ss', '1', '-i', file, '-frames:v', '1', path.join(os.tmpdir(), 'photo-test-frame.png')]);
    fs.rmSync(file, { force: true });
    const mean = frame.reduce((sum, v) => sum + v, 0) / frame.length;
    expect(mean).toBeGreaterThan(60);

    // Deleting the avatar removes its files too.
    const used = await api.ctx.services.storage.usedBytes(alice.userId);
    expect((await call(alice, 'POST', USER_AVATAR_PATHS.delete, { id: avatar.id })).status).toBe(200);
    expect(await api.ctx.services.storage.usedBytes(alice.userId)).toBeLessThan(used);
  }, 180_000);
});
