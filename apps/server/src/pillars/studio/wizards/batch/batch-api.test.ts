import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageFor, STORAGE_PATHS, VIDEO_PATHS, type Page, type VideoProject, type VideoProjectSummary } from '@orator/shared';
import { BATCH_LONG_DIALOGUE, BATCH_TABLE_CASES } from '@orator/shared/testing';
import {
  BATCH_PATHS,
  type BatchDetail,
  type BatchImport,
  type BatchOptions,
  type BatchSummary,
  type StartBatchBody,
} from '@orator/shared/wizards';
import { testDatabases } from '../../../../../test/databases.ts';
import { eventually, matchedVoiceProfile, redPng, useTestApp, type TestUser } from '../../../../../test/factory/index.ts';
import { webhookEvents } from '../../../../kernel/db/schema/index.ts';
import { storeTemplates } from '../../catalog/templates/template-designs.ts';

/** A free, English store template (any tenant may use it); the smallest page of the store. */
const TEMPLATE = storeTemplates().find((t) => !t.vipOnly && !t.personalOnly && t.content.language === 'en')!;
const databases = await testDatabases({ postgresBecause: 'one balance never spent twice by concurrent children' });

function start(over: Partial<StartBatchBody> = {}): StartBatchBody {
  return {
    templateIds: [TEMPLATE.id],
    rows: [{ dialogue: BATCH_LONG_DIALOGUE, title: 'Alpha' }],
    settings: { count: 1, priority: 'scriptFirst', resolution: 'low', watermark: true },
    ...over,
  };
}

describe.each(databases)('batch synthesis on $name', (target) => {
  // Renders are the slow part: the full run (3 videos, a failure, retry, zips) on the last database only.
  const renders = target === databases.at(-1);
  const t = useTestApp(target, { jobs: 'work', users: { alice: { remainCredits: 600 }, bob: {}, broke: { remainCredits: 0 } } });
  const get = <T>(user: TestUser, url: string) => t.call<T>(user, 'GET', url);
  const post = <T>(user: TestUser, url: string, body?: object) => t.call<T>(user, 'POST', url, body);
  const raw = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: { ...user.headers } });
  const settle = (user: TestUser, id: string, timeoutMs = 240_000) =>
    eventually(
      async () => {
        const { body } = await get<BatchDetail>(user, BATCH_PATHS.batch(id));
        return body.data.state === 'running' ? undefined : body.data;
      },
      timeoutMs,
      500,
    );

  it('answers the plan options of the caller', async () => {
    const { body } = await get<BatchOptions>(t.user('alice'), BATCH_PATHS.options);
    expect(body.data).toEqual({ tier: 'free', maxVideos: 3, resolutions: ['low'], watermarkOptional: false });
    const member = await t.newUser({ vipType: 'vip', ultra: true });
    expect((await get<BatchOptions>(member, BATCH_PATHS.options)).body.data).toMatchObject({ tier: 'member4k', maxVideos: 100 });
  });

  it('refuses a bad table with the same rules as the wizard, and creates nothing', async () => {
    for (const c of BATCH_TABLE_CASES.filter((x) => x.error)) {
      const res = await post(t.user('alice'), BATCH_PATHS.start, start({ rows: c.rows }));
      expect(res.status, c.name).toBe(400);
      expect(res.body.message, c.name).toBe(messageFor(c.error as never, 'en'));
    }
    const voice = await post(
      t.user('alice'),
      BATCH_PATHS.start,
      start({ rows: [{ dialogue: BATCH_LONG_DIALOGUE, voice: 'espeak:nowhere' }] }),
    );
    expect([voice.status, voice.body.message]).toEqual([400, 'No related sounds']);
    const avatar = await post(t.user('alice'), BATCH_PATHS.start, start({ rows: [{ dialogue: BATCH_LONG_DIALOGUE, avatar: 'ghost' }] }));
    expect([avatar.status, avatar.body.message]).toEqual([400, 'avatar data error']);
    expect((await get<Page<BatchSummary>>(t.user('alice'), BATCH_PATHS.list)).body.data.total).toBe(0);
  });

  it("takes the owner's own ready voices (profile:{id}); a deleted, unbuilt or someone else's profile -> noRelatedSounds", async () => {
    const profileOf = async (user: TestUser, status: string) =>
      matchedVoiceProfile(t.ctx.db, user, { status, name: `${status} voice`, baseVoiceId: 'festival:en:slt' });
    // `broke` has no composition time: an accepted table starts, and its child fails for the balance only.
    const broke = t.user('broke');
    const own = await post<BatchDetail>(
      broke,
      BATCH_PATHS.start,
      start({ rows: [{ dialogue: BATCH_LONG_DIALOGUE, voice: await profileOf(broke, 'ready') }] }),
    );
    expect(own.status, own.body.message).toBe(200);
    expect(own.body.data.items.map((i) => i.errorKey)).toEqual(['noCompositionTime']);
    for (const voice of [
      await profileOf(broke, 'collecting'),
      await profileOf(t.user('bob'), 'ready'),
      'profile:00000000-0000-4000-8000-000000000000',
    ]) {
      const refused = await post(broke, BATCH_PATHS.start, start({ rows: [{ dialogue: BATCH_LONG_DIALOGUE, voice }] }));
      expect([refused.status, refused.body.message], voice).toEqual([400, messageFor('noRelatedSounds', 'en')]);
    }
  });

  it('caps the number of videos by the plan (batch_maxNumOfVideo) with the plan-limit message', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ dialogue: `${BATCH_LONG_DIALOGUE} Row ${i}.` }));
    const res = await post(
      t.user('alice'),
      BATCH_PATHS.start,
      start({ rows, settings: { count: 4, priority: 'scriptFirst', resolution: 'low', watermark: true } }),
    );
    expect([res.status, res.body.message]).toEqual([400, 'Your plan can make at most 3 videos per batch']);
    const zh = await t.call(
      t.user('alice'),
      'POST',
      BATCH_PATHS.start,
      start({ rows, settings: { count: 4, priority: 'scriptFirst', resolution: 'low', watermark: true } }),
      {
        language: 'zh-CN',
      },
    );
    expect(zh.body.message).toBe('当前套餐每次批量合成最多3个视频');
    const hd = await post(
      t.user('alice'),
      BATCH_PATHS.start,
      start({ settings: { count: 1, priority: 'scriptFirst', resolution: 'medium', watermark: true } }),
    );
    expect([hd.status, hd.body.message]).toEqual([400, 'resolution is VIP-only']);
    const noMark = await post(
      t.user('alice'),
      BATCH_PATHS.start,
      start({ settings: { count: 1, priority: 'scriptFirst', resolution: 'low', watermark: false } }),
    );
    expect(noMark.body.message).toBe('watermark cannot be removed as a non-member');
  });

  it('makes a child refused for time balance a failed row with its message, not a 500', async () => {
    const res = await post<BatchDetail>(t.user('broke'), BATCH_PATHS.start, start({ name: 'No time' }));
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('failed');
    expect(res.body.data.items).toEqual([
      expect.objectContaining({
        state: 'failed',
        errorKey: 'noCompositionTime',
        error: messageFor('noCompositionTime', 'en'),
        projectId: expect.any(String),
      }),
    ]);
  });

  it('does not let one batch spend the same balance twice: children past it fail with the balance message', async () => {
    const tight = await t.newUser({ remainCredits: 5 });
    const rows = [1, 2, 3].map((n) => ({ dialogue: `${BATCH_LONG_DIALOGUE} ${n}` })); // about 3 s each
    const res = await post<BatchDetail>(
      tight,
      BATCH_PATHS.start,
      start({ rows, settings: { count: 3, priority: 'scriptFirst', resolution: 'low', watermark: true } }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((i) => [i.state === 'failed' ? 'failed' : 'composed', i.errorKey])).toEqual([
      ['composed', null],
      ['failed', 'noCompositionTime'],
      ['failed', 'noCompositionTime'],
    ]);
    expect(res.body.data.items[1]!.projectState).toBe('notSynthesized');
    await post(tight, BATCH_PATHS.cancel(res.body.data.id));
  });

  it('imports CSV and xlsx tables (Chinese text, quoted commas and line breaks) and refuses a bad file', async () => {
    const csv =
      '\ufeff台词,标题,音色,Text 1\r\n"欢迎来到我们的新品发布会，今天介绍三款新品。","新品, 发布",,第一行\r\n,,,\r\n"Line one\nline two of a longer dialogue",Second,festival:en:slt,\r\n';
    const fromCsv = await t.upload<BatchImport>(t.user('alice'), BATCH_PATHS.import, {}, [
      { name: 'rows.csv', contentType: 'text/csv', bytes: Buffer.from(csv) },
    ]);
    expect(fromCsv.status).toBe(200);
    expect(fromCsv.body.data).toEqual({
      columns: ['dialogue', 'title', 'voice', 'text1'],
      rows: [
        { dialogue: '欢迎来到我们的新品发布会，今天介绍三款新品。', title: '新品, 发布', text1: '第一行' },
        { dialogue: 'Line one\nline two of a longer dialogue', title: 'Second', voice: 'festival:en:slt' },
      ],
    });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Batch');
    sheet.addRow(['標題', '台詞', 'Background']);
    sheet.addRow(['繁體標題', '歡迎來到我們的新品發布會，今天介紹三款新品。', 'bg-office-bright-office']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromXlsx = await t.upload<BatchImport>(t.user('alice'), BATCH_PATHS.import, {}, [
      { name: 'rows.xlsx', contentType: 'application/octet-stream', bytes: xlsx },
    ]);
    expect(fromXlsx.body.data.rows).toEqual([
      { title: '繁體標題', dialogue: '歡迎來到我們的新品發布會，今天介紹三款新品。', background: 'bg-office-bright-office' },
    ]);

    const png = await t.upload(t.user('alice'), BATCH_PATHS.import, {}, [{ name: 'rows.csv', contentType: 'text/csv', bytes: redPng() }]);
    expect([png.status, png.body.message]).toEqual([400, 'File format not supported']);
    const headingsOnly = await t.upload(t.user('alice'), BATCH_PATHS.import, {}, [
      { name: 'r.csv', contentType: 'text/csv', bytes: Buffer.from('Dialogue,Title\n') },
    ]);
    expect([headingsOnly.status, headingsOnly.body.message]).toEqual([400, 'The file has no rows']);
    const brokenZip = await t.upload(t.user('alice'), BATCH_PATHS.import, {}, [
      { name: 'r.xlsx', contentType: 'text/csv', bytes: Buffer.concat([xlsx.subarray(0, 200)]) },
    ]);
    expect([brokenZip.status, brokenZip.body.message]).toEqual([400, 'File format not supported']);
  });

  it('downloads the blank table of a template (model/model/batch/blank) in the caller language', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `${BATCH_PATHS.blank}?modelId=${TEMPLATE.id}&format=csv`,
      headers: { ...t.user('alice').headers, language: 'zh-CN' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.replace(/^\ufeff/, '').trim()).toMatch(/^台词,标题,数字人,音色,背景(,文本\d)*$/);
    const xlsx = await raw(t.user('alice'), `${BATCH_PATHS.blank}?modelId=${TEMPLATE.id}`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual(expect.arrayContaining(['Dialogue', 'Title', 'Avatar', 'Voice', 'Background']));
    expect((await raw(t.user('alice'), `${BATCH_PATHS.blank}?modelId=tpl-nope`)).statusCode).toBe(404);
  });

  it.runIf(renders)(
    'renders a batch of 3 with one failing row, retries it, and zips the videos (owner and tenant only)',
    async () => {
      const alice = t.user('alice');
      const late = 'batch-test/late-background.png';
      const body = start({
        name: 'Spring offers',
        rows: [
          { dialogue: 'Hello from the first batch video.', title: 'Alpha' },
          {},
          { dialogue: 'The second video has a missing background.', background: STORAGE_PATHS.object(late) },
          { dialogue: '欢迎来到我们的新品发布会，今天见。', title: '中文标题' },
        ],
        settings: { count: 3, priority: 'scriptFirst', resolution: 'low', watermark: true },
      });
      const started = await post<BatchDetail>(alice, BATCH_PATHS.start, body);
      expect(started.status).toBe(200);
      const id = started.body.data.id;
      expect(started.body.data.items.map((i) => [i.row, i.label])).toEqual([
        [0, 'Alpha'],
        [1, 'The second video has a missing backgroun'],
        [2, '中文标题'],
      ]);

      // Owner and tenant only: another user, and alice in another workspace, see nothing.
      const bob = t.user('bob');
      const { actingIn } = await t.newWorkspace(alice);
      for (const stranger of [bob, actingIn]) {
        expect((await get(stranger, BATCH_PATHS.batch(id))).status).toBe(404);
        expect((await post(stranger, BATCH_PATHS.retry(id))).status).toBe(404);
        expect((await post(stranger, BATCH_PATHS.cancel(id))).status).toBe(404);
        expect((await raw(stranger, BATCH_PATHS.download(id))).statusCode).toBe(404);
        expect((await get<Page<BatchSummary>>(stranger, BATCH_PATHS.list)).body.data.total).toBe(0);
      }

      const first = await settle(alice, id);
      expect(first.state).toBe('partlyFailed');
      expect(first.items.map((i) => i.state)).toEqual(['succeeded', 'failed', 'succeeded']);
      const failed = first.items[1]!;
      expect(failed).toMatchObject({
        errorKey: 'batchRenderFailed',
        error: 'Synthesis failed, try again',
        projectState: 'failed',
        videoUrl: null,
      });
      expect(first.progress).toBe(100);
      // The run's batch.done webhook event, written by the last render's transaction (once).
      const doneEvents = async () =>
        (
          await t.ctx.db
            .select()
            .from(webhookEvents)
            .where(and(eq(webhookEvents.userId, alice.userId), eq(webhookEvents.type, 'batch.done')))
        )
          .map((e) => e.data)
          .sort((a, b) => Number(a.run) - Number(b.run));
      expect(await doneEvents()).toEqual([
        expect.objectContaining({ batchId: id, run: 1, state: 'partlyFailed', succeeded: 2, failed: 1, cancelled: 0, total: 3 }),
      ]);

      // The product list shows the failed batch child as succeeded (spec §4); the project itself says failed.
      const listed = await get<Page<VideoProjectSummary>>(alice, `${VIDEO_PATHS.projectList}?projectType=BatchLamination&size=50`);
      const card = listed.body.data.items.find((p) => p.id === failed.projectId)!;
      expect(card).toMatchObject({ state: 'succeeded', finished: false, videoUrl: null });
      expect((await get<VideoProject>(alice, VIDEO_PATHS.project(failed.projectId!))).body.data.state).toBe('failed');

      const zipOf = async () => {
        const res = await raw(alice, BATCH_PATHS.download(id));
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/zip');
        return unzipSync(new Uint8Array(res.rawPayload));
      };
      const partial = await zipOf();
      expect(Object.keys(partial).sort()).toEqual([
        expect.stringMatching(/^001-Spring_offers_#1_Alpha\.mp4$/),
        expect.stringMatching(/^003-.*\.mp4$/),
      ]);

      // Put the missing picture in place, retry: only the failed child renders again.
      const put = await t.app.inject({
        method: 'PUT',
        url: STORAGE_PATHS.object(late),
        payload: redPng(),
        headers: { ...alice.headers, 'content-type': 'image/png' },
      });
      expect(put.statusCode).toBe(200);
      const retried = await post<BatchDetail>(alice, BATCH_PATHS.retry(id));
      expect(retried.body.data.items.map((i) => i.state)).toEqual(['succeeded', 'synthesizing', 'succeeded']);
      const second = await settle(alice, id);
      expect(second.state).toBe('succeeded');
      expect((await doneEvents()).map((e) => [e.run, e.succeeded, e.failed])).toEqual([
        [1, 2, 1],
        [2, 3, 0],
      ]);
      expect((await post(alice, BATCH_PATHS.retry(id))).body.message).toBe('No failed videos to retry');

      const all = await zipOf();
      const names = Object.keys(all).sort();
      expect(names).toHaveLength(3);
      const keep = process.env.BATCH_TEST_KEEP_DIR; // to look at the videos
      if (keep) for (const name of names) fs.writeFileSync(path.join(keep, name), all[name]!);
      for (const name of names) expect(Buffer.from(all[name]!.subarray(4, 8)).toString('latin1')).toBe('ftyp');
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'batch-zip-'));
      try {
        const file = path.join(dir, 'v.mp4');
        fs.writeFileSync(file, all[names[2]!]!);
        const probe = JSON.parse(
          execFileSync('ffprobe', [
            '-v',
            'error',
            '-show_entries',
            'stream=codec_type,codec_name,height:format=duration',
            '-of',
            'json',
            file,
          ]).toString(),
        ) as { streams: { codec_type: string; codec_name: string; height?: number }[]; format: { duration: string } };
        expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', height: 720 });
        expect(probe.streams.some((s) => s.codec_type === 'audio')).toBe(true);
        expect(Number(probe.format.duration)).toBeGreaterThan(1.5);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }

      const page = await get<Page<BatchSummary>>(alice, `${BATCH_PATHS.list}?page=1&size=1`);
      expect(page.body.data).toMatchObject({ total: 1, items: [{ id, state: 'succeeded', succeeded: 3, failed: 0, total: 3 }] });
    },
    420_000,
  );

  it.runIf(renders)(
    'cancels the children still waiting or rendering',
    async () => {
      const alice = t.user('alice');
      const rows = [{ dialogue: `${BATCH_LONG_DIALOGUE} One.` }, { dialogue: `${BATCH_LONG_DIALOGUE} Two.` }];
      const started = await post<BatchDetail>(
        alice,
        BATCH_PATHS.start,
        start({ rows, settings: { count: 2, priority: 'templateFirst', resolution: 'low', watermark: true } }),
      );
      const cancelled = await post<BatchDetail>(alice, BATCH_PATHS.cancel(started.body.data.id));
      expect(cancelled.body.data.items.every((i) => i.state === 'cancelled' || i.state === 'succeeded')).toBe(true);
      // A render may have finished before the cancel arrived: it keeps its video.
      const done = cancelled.body.data.items.filter((i) => i.state === 'succeeded').length;
      expect(cancelled.body.data.state).toBe(done === 2 ? 'succeeded' : 'cancelled');
      expect((await raw(alice, BATCH_PATHS.download(started.body.data.id))).statusCode).toBe(done > 0 ? 200 : 400);
    },
    60_000,
  );
});
