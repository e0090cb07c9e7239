import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CreateProjectBody,
  MEMBER_PATHS,
  NOTICE_PATHS,
  STORAGE_PATHS,
  VIDEO_PATHS,
  type ComposeResult,
  type JobStatus,
  type LedgerPage,
  type NoticePage,
  type Page,
  type ProjectDownload,
  type VideoProject,
  type VideoProjectSummary,
} from '@orator/shared';
import { loadConfig } from '../../../kernel/config.ts';
import { closeContext, createContext, type AppContext } from '../../../context.ts';
import { users } from '../../../kernel/db/schema/index.ts';
import { buildApp } from '../../../app.ts';
import { testDatabases } from '../../../../test/databases.ts';
import {
  avatarWithTags,
  callAs,
  createTestUser,
  createTestWorkspace,
  type Envelope,
  eventually,
  page,
  type TestUser,
  twoPageProject,
} from '../../../../test/factory/index.ts';
import { RenderStorage } from '../../platform/storage/render-storage.ts';
import { outputKeysFor } from '../../../kernel/storage/render-outputs.ts';

describe.each(await testDatabases())('video API on $name', (target) => {
  let ctx: AppContext;
  let app: FastifyInstance;
  let alice: TestUser;
  let bob: TestUser;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orator-video-'));
  const jobEvents: JobStatus[] = [];

  beforeAll(async () => {
    const config = loadConfig({
      ...process.env,
      DATA_DIR: dataDir,
      ORATOR_TEST_MODE: '1',
      WORKERS: '1',
      S3_ENDPOINT: '',
      DATABASE_URL: '',
    });
    ctx = await createContext(config, { database: await target.open() });
    await ctx.jobs.start({ work: true });
    ctx.jobs.onChange((status) => jobEvents.push(status));
    app = await buildApp(ctx, { serveWeb: false });
    alice = await createTestUser(ctx, { remainCredits: 60 });
    bob = await createTestUser(ctx);
  });
  afterAll(async () => {
    await app.close();
    await closeContext(ctx);
    // pg-pool's end() resolves before its sockets close; a forced DROP DATABASE meanwhile makes
    // the pool emit an unhandled 'error' (see report: openPostgres could listen for it).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await target.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = <T>(user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
    callAs<T>(app, user, method, url, payload, headers);
  const ledgerOf = async (user: TestUser, projectId: string) =>
    (await call<LedgerPage>(user, 'GET', `${MEMBER_PATHS.ledger}?size=100`)).body.data.items.filter((e) => e.reference === projectId);
  const create = async (user: TestUser, body: object = twoPageProject()) =>
    (await call<VideoProject>(user, 'POST', VIDEO_PATHS.projectCreate, body)).body.data;

  it('creates, reads, autosaves, renames, copies, collects, lists and deletes projects', async () => {
    const created = await create(alice);
    expect(created).toMatchObject({
      projectName: 'Quarterly update',
      projectType: 'Lamination',
      state: 'notSynthesized',
      resolution: 'low',
      watermark: true,
      finished: false,
    });
    expect(created.document.ppts).toHaveLength(2);

    const saved = await call<VideoProject>(alice, 'POST', VIDEO_PATHS.projectUpdate(created.id), {
      ppts: [page('only', 'A single page after the edit.')],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.document.ppts.map((p) => p.uuid)).toEqual(['only']);
    expect(saved.body.data.document.ppts[0]?.elements.find((e) => e.type === 'digitalMan')).toMatchObject({
      speaker_type: 'man',
      actionType: 'custom_action',
    });

    // A partial save changes only what it names.
    const nameOnly = await call<VideoProject>(alice, 'POST', VIDEO_PATHS.projectUpdate(created.id), {
      projectName: 'Name only',
      watermark: false,
    });
    expect(nameOnly.body.data).toMatchObject({ projectName: 'Name only', watermark: false });
    expect(nameOnly.body.data.document).toEqual(saved.body.data.document);

    const badPage = await call(alice, 'POST', VIDEO_PATHS.projectUpdate(created.id), { ppts: [{ uuid: '', elements: [] }] });
    expect(badPage.status).toBe(400);

    const emptyName = await call(alice, 'POST', VIDEO_PATHS.projectRename(created.id), { projectName: '   ' });
    expect(emptyName.status).toBe(400);
    expect(emptyName.body.message).toBe('Name must not be empty');
    const renamed = await call<VideoProject>(alice, 'POST', VIDEO_PATHS.projectRename(created.id), { projectName: 'Renamed 100%_draft' });
    expect(renamed.body.data.projectName).toBe('Renamed 100%_draft');

    const copy = (await call<VideoProject>(alice, 'POST', VIDEO_PATHS.projectCopy(created.id))).body.data;
    expect(copy.id).not.toBe(created.id);
    expect(copy.projectName).toBe('Renamed 100%_draft (copy)');
    expect(copy.document.ppts).toEqual(saved.body.data.document.ppts);

    await call(alice, 'POST', VIDEO_PATHS.projectCollect(copy.id), { collected: true });
    const track = await create(alice, { projectName: 'Untitled', projectType: 'MeisheTrack' });
    await call(alice, 'POST', VIDEO_PATHS.projectRename(track.id), { projectName: 'Timeline cut' }); // named = touched, listed
    await call(alice, 'GET', VIDEO_PATHS.project(track.id)); // opened = recently used

    const list = async (query: string) =>
      (await call<Page<VideoProjectSummary>>(alice, 'GET', `${VIDEO_PATHS.projectList}?${query}`)).body.data;
    expect((await list('')).total).toBe(3);
    expect((await list('filter=collected')).items.map((p) => p.id)).toEqual([copy.id]);
    expect((await list('filter=recent')).items.map((p) => p.id)).toEqual([track.id]);
    expect((await list('projectType=MeisheTrack')).items.map((p) => p.id)).toEqual([track.id]);
    expect((await list('keyword=100%25_')).total).toBe(2); // % and _ match literally
    expect((await list('keyword=timeline')).items.map((p) => p.id)).toEqual([track.id]);
    expect((await list('filter=drafts&size=2&page=2')).items).toHaveLength(1);
    expect((await list('filter=finished')).total).toBe(0);

    expect((await call(alice, 'POST', VIDEO_PATHS.projectDelete(copy.id))).status).toBe(200);
    expect((await call(alice, 'GET', VIDEO_PATHS.project(copy.id))).status).toBe(404);
    expect((await list('')).total).toBe(2);
    expect((await call(alice, 'GET', VIDEO_PATHS.projectDownload(created.id))).status).toBe(404);
  });

  it('lists a blank draft only once it is edited, and sweeps stale untouched drafts', async () => {
    const listed = async () =>
      (await call<Page<VideoProjectSummary>>(bob, 'GET', `${VIDEO_PATHS.projectList}?size=100`)).body.data.items.map((p) => p.id);
    const blank = { projectName: 'Untitled video', projectType: 'Lamination' };
    const draft = await create(bob, blank);
    expect(await listed()).not.toContain(draft.id);
    expect((await call(bob, 'GET', VIDEO_PATHS.project(draft.id))).status).toBe(200);

    // The page editor saves an empty first page on opening: still untouched.
    const seed = { uuid: 'seed', elements: [{ uuid: 'd', type: 'dubbing', text: '' }] };
    expect((await call(bob, 'POST', VIDEO_PATHS.projectUpdate(draft.id), { ppts: [seed], projectName: 'Untitled video' })).status).toBe(
      200,
    );
    expect(await listed()).not.toContain(draft.id);
    await call(bob, 'POST', VIDEO_PATHS.projectUpdate(draft.id), { ppts: [page('p1', 'Now it says something.')] });
    expect(await listed()).toContain(draft.id);

    // An untouched draft from two days ago goes when the owner next creates one; a fresh one stays.
    const owner = { ownerId: bob.userId, tenantId: bob.tenantId };
    const stale = await ctx.services.video.projects.create(owner, CreateProjectBody.parse(blank), new Date(Date.now() - 48 * 3600_000));
    const fresh = await create(bob, blank);
    expect((await call(bob, 'GET', VIDEO_PATHS.project(stale.id))).status).toBe(404);
    expect((await call(bob, 'GET', VIDEO_PATHS.project(fresh.id))).status).toBe(200);
    expect((await call(bob, 'GET', VIDEO_PATHS.project(draft.id))).status).toBe(200);
    await call(bob, 'POST', VIDEO_PATHS.projectDelete(draft.id));
  });

  it('stores no empty output file, and each output once', async () => {
    const storage = new RenderStorage(ctx.services.storage);
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, alice.userId));
    const empty = path.join(dataDir, 'empty.srt');
    const full = path.join(dataDir, 'full.srt');
    fs.writeFileSync(empty, '');
    fs.writeFileSync(full, '1\n00:00:00,000 --> 00:00:01,000\nHello\n');
    const keys = outputKeysFor(alice.userId, 'p-outputs', 'attempt-1', 'Launch plan: Q3 / 2026');
    expect(keys.srt).toBe(`u/${alice.userId}/renders/p-outputs/attempt-1/Launch-plan-Q3-2026.srt`);
    expect(await storage.storeOnce(owner!, alice.tenantId, 'srt', keys.vtt, empty)).toBe(false);
    expect(await storage.exists(alice.userId, keys.vtt)).toBe(false);
    expect(await storage.storeOnce(owner!, alice.tenantId, 'srt', keys.srt, full)).toBe(true);
    const stored = await ctx.services.storage.headObject(alice.userId, keys.srt);
    expect(await storage.storeOnce(owner!, alice.tenantId, 'srt', keys.srt, full)).toBe(true);
    expect((await ctx.services.storage.headObject(alice.userId, keys.srt))?.id).toBe(stored?.id);
    // Outputs are the project's: the user's file list leaves them out.
    const files = await app.inject({ method: 'GET', url: `${STORAGE_PATHS.files}?page=1&size=100`, headers: alice.headers });
    expect((files.json() as Envelope<Page<{ key: string }>>).data.items.some((f) => f.key.startsWith('renders/'))).toBe(false);
    await ctx.services.storage.deleteObject(alice.userId, keys.srt);
  });

  it('hides a project from other users and from the owner in another tenant', async () => {
    const project = await create(alice);
    const attempts: [string, 'GET' | 'POST', object?][] = [
      [VIDEO_PATHS.project(project.id), 'GET'],
      [VIDEO_PATHS.projectUpdate(project.id), 'POST', { projectName: 'mine now' }],
      [VIDEO_PATHS.projectRename(project.id), 'POST', { projectName: 'mine now' }],
      [VIDEO_PATHS.projectCopy(project.id), 'POST'],
      [VIDEO_PATHS.projectCollect(project.id), 'POST', { collected: true }],
      [VIDEO_PATHS.projectDelete(project.id), 'POST'],
      [VIDEO_PATHS.projectDownload(project.id), 'GET'],
      [VIDEO_PATHS.composeVideo, 'POST', { projectId: project.id }],
    ];
    for (const [url, method, payload] of attempts) expect((await call(bob, method, url, payload)).status, url).toBe(404);
    expect((await call<Page<VideoProjectSummary>>(bob, 'GET', VIDEO_PATHS.projectList)).body.data.total).toBe(0);

    const workspace = await createTestWorkspace(ctx, bob, { members: [alice] });
    const inWorkspace = await call(alice, 'GET', VIDEO_PATHS.project(project.id), undefined, { tenantId: workspace });
    expect(inWorkspace.status).toBe(404);
    expect((await call(null, 'GET', VIDEO_PATHS.project(project.id))).status).toBe(401);
  });

  it('refuses to compose with the catalogue messages of product-rules#export-tiers, changing nothing', async () => {
    const project = await create(alice, {
      projectName: 'Short',
      projectType: 'Lamination',
      ppts: [page('a', 'Enough text on this page.'), page('b', 'Too short')],
    });
    const compose = (user: TestUser, body: object, language = 'en') =>
      call<ComposeResult>(user, 'POST', VIDEO_PATHS.composeLamination, body, { language });
    expect((await compose(alice, { projectId: project.id })).body.message).toBe(
      'Some page copy is less than 15 characters, please complete it!',
    );
    expect((await compose(alice, { projectId: project.id }, 'zh-CN')).body.message).toBe('部分页面文案少于15个字，请补充完整！');

    const ok = await create(alice);
    expect((await compose(alice, { projectId: ok.id, resolution: 'medium' })).body.message).toBe('resolution is VIP-only');
    expect((await compose(alice, { projectId: ok.id, watermark: false })).body.message).toBe('watermark cannot be removed as a non-member');

    // Paying never takes an avatar away (issue 24 §1): the avatar gate passes members with free and
    // member avatars alike, so only the 4K gate (checked after it) refuses them here.
    const memberAvatar = await create(alice, twoPageProject('Member avatar', avatarWithTags('vip')));
    expect((await compose(alice, { projectId: memberAvatar.id })).body.message).toBe('Please purchase membership first');
    const member = await createTestUser(ctx, { vipType: 'vip' });
    const freeAvatar = await create(member);
    expect((await compose(member, { projectId: freeAvatar.id, resolution: 'high' })).body.message).toBe('This resolution needs payment');
    const business = await createTestUser(ctx, { vipType: 'vip', proMan: true });
    const vipAvatar = await create(business, twoPageProject('Pro', avatarWithTags('vip')));
    expect((await compose(business, { projectId: vipAvatar.id, resolution: 'high' })).body.message).toBe('This resolution needs payment');

    const broke = await createTestUser(ctx, { remainCredits: 3 });
    const tooLong = await create(broke);
    const refused = await compose(broke, { projectId: tooLong.id });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^This video needs \d+ s of composition time and 3 s are left; buy more time in the member centre$/,
    );
    const empty = await createTestUser(ctx, { remainCredits: 0 });
    const refusedEmpty = await compose(empty, { projectId: (await create(empty)).id });
    expect(refusedEmpty.body.message).toBe('No composition time left, please buy membership in the member centre');

    const ghostVoice = await create(alice, {
      projectName: 'Ghost voice',
      projectType: 'MeisheTrack',
      tracks: [
        {
          uuid: 't1',
          type: '1004',
          infos: [
            {
              uuid: 'd1',
              sourceType: '1004',
              startTime: 0,
              duration: 3000,
              content: 'The timeline speaks this line.',
              voiceId: 'ghost:en:nobody',
            },
          ],
        },
      ],
    });
    expect((await compose(alice, { projectId: ghostVoice.id })).body.message).toBe('No related sounds');

    const after = (await call<VideoProject>(alice, 'GET', VIDEO_PATHS.project(ok.id))).body.data;
    expect(after.state).toBe('notSynthesized');
    expect(after.jobId).toBeNull();
    expect(
      (await call(alice, 'POST', VIDEO_PATHS.composeCreate, { project: { projectName: '', projectType: 'Lamination' } })).body.message,
    ).toBe('Name must not be empty');
  });

  it('marks a render failed with its reason; composing again retries it', async () => {
    const broken = page('bad', 'This page shows a picture that is gone.', undefined, '/oss/orator/image/missing.png');
    const project = await create(alice, { projectName: 'Broken', projectType: 'Lamination', ppts: [broken] });
    const first = await call<ComposeResult>(alice, 'POST', VIDEO_PATHS.composeLamination, { projectId: project.id });
    expect(first.status).toBe(200);
    const failed = await eventually(
      async () => {
        const current = (await call<VideoProject>(alice, 'GET', VIDEO_PATHS.project(project.id))).body.data;
        return current.state === 'failed' ? current : undefined;
      },
      60_000,
      150,
    );
    expect(failed.failureReason).toBe('asset not found: image/missing.png');
    expect(failed.finished).toBe(false);
    // A failed render is never charged, so the ledger has nothing to give back (product-rules#member-ledger).
    expect(await ledgerOf(alice, project.id)).toEqual([]);
    // The owner is told, once, though the queue tries the job again.
    const told = (await call<NoticePage>(alice, 'GET', NOTICE_PATHS.list)).body.data.items.filter((n) => n.params.projectId === project.id);
    expect(told).toMatchObject([
      { kind: 'renderFailed', isRead: 0, params: { name: 'Broken', reason: 'asset not found: image/missing.png' } },
    ]);
    await eventually(async () =>
      (await ctx.jobs.get(first.body.data.jobId, { ownerId: alice.userId, tenantId: alice.tenantId }))?.state === 'failed'
        ? true
        : undefined,
    );

    const retry = await call<ComposeResult>(alice, 'POST', VIDEO_PATHS.composeVideo, { projectId: project.id });
    expect(retry.status).toBe(200);
    expect(retry.body.data.jobId).not.toBe(first.body.data.jobId);
    const cancelled = await call<VideoProject>(alice, 'POST', VIDEO_PATHS.projectCancel(project.id));
    expect(cancelled.body.data.state).toBe('failed');
    expect((await call(alice, 'POST', VIDEO_PATHS.projectCancel(project.id))).body.message).toBe('Task cancellation failed');
  }, 90_000);

  it('renders a 2-page project end to end: states, progress, playable 720p H.264/AAC MP4, one deduction', async () => {
    const project = await create(alice, twoPageProject('Launch video'));
    const composed = await call<ComposeResult>(alice, 'POST', VIDEO_PATHS.composeLamination, {
      projectId: project.id,
      videoName: 'Launch video final',
    });
    expect(composed.status).toBe(200);
    expect(composed.body.data).toMatchObject({ projectId: project.id, state: 'synthesizing', remainCredits: 60 });
    const { jobId } = composed.body.data;

    // A second compose while it renders is refused.
    expect((await call(alice, 'POST', VIDEO_PATHS.composeVideo, { projectId: project.id })).body.message).toBe(
      'Cancel the current task before starting a new one',
    );

    const statesSeen = new Set<string>();
    const done = await eventually(
      async () => {
        const current = (await call<VideoProject>(alice, 'GET', VIDEO_PATHS.project(project.id))).body.data;
        statesSeen.add(current.state);
        return current.state === 'succeeded' || current.state === 'failed' ? current : undefined;
      },
      100_000,
      150,
    );
    expect(done.failureReason).toBeNull();
    expect(done.state).toBe('succeeded');
    expect(done).toMatchObject({ projectName: 'Launch video final', progress: 100, finished: true, jobId });
    // The job row completes just after the project (the queue records the handler's result).
    const completed = await eventually(async () => jobEvents.find((e) => e.id === jobId && e.state === 'completed'));
    expect(completed).toMatchObject({ progress: 100, result: { projectId: project.id, durationMs: done.durationMs } });
    const reported = jobEvents.filter((e) => e.id === jobId);
    for (const state of ['synthesizing', 'transcoding', 'uploading'])
      expect(
        reported.some((e) => e.message === state),
        state,
      ).toBe(true);
    expect(reported.some((e) => e.progress > 0 && e.progress < 100)).toBe(true);
    expect(statesSeen.has('synthesizing')).toBe(true);

    const download = (await call<ProjectDownload>(alice, 'GET', VIDEO_PATHS.projectDownload(project.id))).body.data;
    expect(download.fileName).toBe('Launch_video_final.mp4');
    // Stored with the project, named after it (as composed).
    expect(decodeURIComponent(download.videoUrl)).toMatch(new RegExp(`/renders/${project.id}/[^/]+/Launch-video-final\\.mp4`));
    const video = await app.inject({ method: 'GET', url: download.videoUrl, headers: alice.headers });
    expect(video.statusCode).toBe(200);
    const file = path.join(dataDir, 'downloaded.mp4');
    fs.writeFileSync(file, video.rawPayload);
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]).toString()) as {
      streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
      format: { duration: string };
    };
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', width: 1280, height: 720 });
    expect(probe.streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    const seconds = Number(probe.format.duration);
    expect(seconds).toBeGreaterThan(3.5);
    expect(seconds).toBeLessThan(12);
    const srt = await app.inject({ method: 'GET', url: download.srtUrl ?? '', headers: alice.headers });
    expect(srt.body).toMatch(/Sales grew/i);
    expect((await app.inject({ method: 'GET', url: download.coverUrl ?? '', headers: alice.headers })).rawPayload.subarray(0, 2)).toEqual(
      Buffer.from([0xff, 0xd8]),
    );

    const [row] = await ctx.db.select().from(users).where(eq(users.id, alice.userId));
    expect(row?.remainCredits).toBe(60 - Math.ceil((done.durationMs ?? 0) / 1000));
    // The charge is one ledger row, written with the balance (product-rules#member-ledger).
    expect(await ledgerOf(alice, project.id)).toMatchObject([
      { kind: 'render', seconds: -Math.ceil((done.durationMs ?? 0) / 1000), balanceAfter: row?.remainCredits },
    ]);
    // A notice came with the success (committed with it), named as composed.
    const notices = (await call<NoticePage>(alice, 'GET', NOTICE_PATHS.list)).body.data;
    expect(notices.items.filter((n) => n.params.projectId === project.id)).toMatchObject([
      { kind: 'renderSucceeded', isRead: 0, params: { name: 'Launch video final' } },
    ]);
    expect(
      (await call<Page<VideoProjectSummary>>(alice, 'GET', `${VIDEO_PATHS.projectList}?filter=finished`)).body.data.items.map((p) => p.id),
    ).toEqual([project.id]);

    // Re-synthesise, then cancel: the project returns to succeeded and nothing more is charged.
    const again = await call<ComposeResult>(alice, 'POST', VIDEO_PATHS.composeVideo, { projectId: project.id });
    expect(again.status).toBe(200);
    const cancelled = await call<VideoProject>(alice, 'POST', VIDEO_PATHS.projectCancel(project.id));
    expect(cancelled.body.data.state).toBe('succeeded');
    expect(cancelled.body.data.videoUrl).toBe(done.videoUrl);
    await eventually(async () =>
      (await ctx.jobs.get(again.body.data.jobId, { ownerId: alice.userId, tenantId: alice.tenantId }))?.state === 'cancelled'
        ? true
        : undefined,
    );
    const [afterCancel] = await ctx.db.select().from(users).where(eq(users.id, alice.userId));
    expect(afterCancel?.remainCredits).toBe(row?.remainCredits);
    expect(await ledgerOf(alice, project.id)).toHaveLength(1);
  }, 150_000);
});
