import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OWNER_FILE } from '@orator/process';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_PATHS,
  messageFor,
  PPT_PATHS,
  VIDEO_PATHS,
  type ComposeResult,
  type JobStatus,
  type PptConversion,
  type PptConversionStarted,
  type PptScripts,
  type VideoProject,
} from '@orator/shared';
import { MB } from '@orator/shared/constants';
import { testDatabases } from '../../../../../test/databases.ts';
import {
  type DeckSlide,
  makeEncryptedOdp,
  makeOdp,
  makePptx,
  withBrokenRelationship,
  withoutSlides,
} from '../../../../../test/factory/decks.ts';
import { eventually, setTestUserPlan, type TestUser, useTestApp } from '../../../../../test/factory/index.ts';

/** Eight slides (more than a non-member may select), notes on some of them. */
const SLIDES: DeckSlide[] = [
  { title: 'Harbour Museum', points: ['A guide for new visitors'], notes: 'Welcome to the harbour museum. This tour takes ten minutes.' },
  { title: 'Opening hours', points: ['Tuesday to Sunday', 'Nine to six'], notes: 'We open six days a week.' },
  { title: 'The lighthouse lens', points: ['Polished by hand in 1872', 'Weighs four tonnes'] },
  { title: 'Tickets', points: ['Children under twelve enter free', 'Adults pay eight euros'] },
  { title: 'The ship models', points: ['Forty models of local ships'] },
  { title: 'The café', points: ['Fresh fish soup every day'] },
  { title: 'Getting here', points: ['Bus 12 stops at the door'] },
  { title: 'Thank you', points: ['See you at the harbour'], notes: 'Thank you for visiting, and safe travels home.' },
];

/** The conversion temp folders of this process (another process, e.g. an e2e server, may be converting too). */
const tempDirsOfPpt = () =>
  fs
    .readdirSync(os.tmpdir())
    .filter((name) => name.startsWith('orator-ppt-'))
    .filter((name) => {
      try {
        return (JSON.parse(fs.readFileSync(path.join(os.tmpdir(), name, OWNER_FILE), 'utf8')) as { pid: number }).pid === process.pid;
      } catch {
        return false;
      }
    });

describe.each(await testDatabases())('PPT wizard API on $name', (target) => {
  let pptx: Uint8Array;
  let odp: Uint8Array;
  let encryptedOdp: Uint8Array;
  let alice: TestUser;
  let vip: TestUser;
  let mallory: TestUser;

  // Real decks, written by LibreOffice from a flat ODP (cached between runs by content).
  beforeAll(async () => {
    pptx = await makePptx(SLIDES);
    odp = await makeOdp(SLIDES.slice(0, 2));
    encryptedOdp = await makeEncryptedOdp(SLIDES.slice(0, 2));
  }, 300_000);

  const api = useTestApp(target, {
    jobs: 'work',
    setup: async ({ newUser }) => {
      alice = await newUser();
      vip = await newUser({ vipType: 'vip' });
      mallory = await newUser();
    },
  });
  const { call, upload } = api;

  const startConversion = async (user: TestUser, name: string, bytes: Uint8Array) =>
    upload<PptConversionStarted>(user, PPT_PATHS.convert, {}, [{ name, bytes }]);
  const images = (user: TestUser, jobId: string) =>
    call<PptConversion>(user, 'GET', `${PPT_PATHS.images}?jobId=${encodeURIComponent(jobId)}`);
  const finished = async (user: TestUser, jobId: string) => {
    await eventually(
      async () => {
        const job = await call<JobStatus>(user, 'GET', JOB_PATHS.job(jobId));
        return ['completed', 'failed'].includes(job.body.data.state) ? true : undefined;
      },
      180_000,
      250,
    );
    return images(user, jobId);
  };
  const projectsOf = async (user: TestUser) =>
    (await call<{ total: number }>(user, 'GET', `${VIDEO_PATHS.projectList}?filter=all`)).body.data.total;

  let jobId: string;
  let conversion: PptConversion;

  it('converts a PPTX: one stored 16:9 image per slide with its title, text and notes, counted against the quota', async () => {
    const before = await api.ctx.services.storage.usedBytes(alice.userId);
    const started = await startConversion(alice, 'Harbour tour.pptx', pptx);
    expect(started.status).toBe(200);
    jobId = started.body.data.jobId;
    const converting = await images(alice, jobId);
    expect(converting.status).toBe(200);
    const done = await finished(alice, jobId);
    expect(done.status).toBe(200);
    conversion = done.body.data;
    expect(conversion.state).toBe('ready');
    expect(conversion.ratio).toBe(0);
    expect(conversion.fileName).toBe('Harbour tour.pptx');
    expect(conversion.slides).toHaveLength(8);
    const [first, second, third] = conversion.slides;
    expect(first).toMatchObject({ index: 0, title: 'Harbour Museum', paragraphs: ['A guide for new visitors'] });
    expect(first!.notes).toBe('Welcome to the harbour museum. This tour takes ten minutes.');
    expect(second!.notes).toBe('We open six days a week.');
    expect(third).toMatchObject({
      title: 'The lighthouse lens',
      paragraphs: ['Polished by hand in 1872', 'Weighs four tonnes'],
      notes: '',
    });
    for (const slide of conversion.slides) {
      // pdftoppm rounds the 28 x 15.75 cm page to 1280 x 720 or 721.
      expect(slide.width).toBe(1280);
      expect(Math.abs(slide.height - 720)).toBeLessThanOrEqual(1);
      expect(slide.imageUrl).toMatch(/^\/oss\/[^/]+\/media\/ppt\/[0-9a-f-]+\/slide-\d{3}\.png$/);
    }
    // The signed preview is a real PNG of the slide.
    const preview = await api.app.inject({ method: 'GET', url: first!.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // The deck and the eight images are in alice's storage.
    expect(await api.ctx.services.storage.usedBytes(alice.userId)).toBeGreaterThan(before + pptx.length);
  }, 240_000);

  it('keeps the conversion to its owner', async () => {
    expect((await images(mallory, jobId)).status).toBe(404);
    const create = await call(mallory, 'POST', PPT_PATHS.create, { jobId, pages: [{ slideIndex: 0 }] });
    expect(create.status).toBe(404);
    expect((await images(alice, 'no-such-job')).status).toBe(404);
  });

  it("refuses a voice profile the caller has not got (deleted, unbuilt or someone else's) with the voice message", async () => {
    const res = await call(alice, 'POST', PPT_PATHS.create, {
      jobId,
      pages: [{ slideIndex: 0 }],
      voiceId: 'profile:00000000-0000-4000-8000-000000000000',
    });
    expect([res.status, (res.body as { message?: string }).message]).toEqual([400, messageFor('noRelatedSounds', 'en')]);
  });

  it('creates a PptLamination project: slide backgrounds, a presenter clear of the centre, scripts by source, subtitles', async () => {
    const res = await call<VideoProject>(alice, 'POST', PPT_PATHS.create, {
      jobId,
      projectName: 'Harbour tour',
      tone: 'warm',
      scenario: 'course',
      pages: [
        { slideIndex: 0, role: 'cover', source: 'notes' },
        { slideIndex: 2, role: 'content', source: 'smart' },
        { slideIndex: 3, role: 'content', source: 'slideText' },
        { slideIndex: 7, role: 'closing', source: 'notes', script: 'Thanks for coming, see you at the harbour soon.' },
      ],
    });
    expect(res.status).toBe(200);
    const project = res.body.data;
    expect(project.projectType).toBe('PptLamination');
    expect(project.ratio).toBe(0);
    expect(project.document.pptSize).toBe(pptx.length);
    expect(project.document.pptUrl).toMatch(/\/ppt\/.+\.pptx$/);
    const pages = project.document.ppts;
    expect(pages).toHaveLength(4);
    expect(pages.map((p) => p.isCover)).toEqual([true, false, false, false]);
    const scripts = pages.map((p) => p.elements.find((e) => e.type === 'dubbing'));
    expect(scripts[0]).toMatchObject({ text: 'Welcome to the harbour museum. This tour takes ten minutes.' });
    expect(scripts[1]!.type === 'dubbing' && scripts[1]!.text).toBe(
      'In this part of the lesson we look at The lighthouse lens. First, polished by hand in 1872. Finally, weighs four tonnes. Thank you for staying with me.',
    );
    expect(scripts[2]).toMatchObject({ text: 'Tickets. Children under twelve enter free. Adults pay eight euros.' });
    expect(scripts[3]).toMatchObject({ text: 'Thanks for coming, see you at the harbour soon.' });
    for (const [i, page] of pages.entries()) {
      const background = page.elements.find((e) => e.type === 'image');
      expect(background).toMatchObject({ isBg: 1, url: conversion.slides[[0, 2, 3, 7][i]!]!.imageUrl });
      expect(background && 'position' in background && background.position).toMatchObject({ left: 0, top: 0, width: 1280, height: 720 });
      const man = page.elements.find((e) => e.type === 'digitalMan');
      const box = man && 'position' in man ? man.position : null;
      expect(box).not.toBeNull();
      const coversCentre = 640 >= box!.left && 640 <= box!.left + box!.width && 360 >= box!.top && 360 <= box!.top + box!.height;
      expect(coversCentre).toBe(false);
      expect(page.elements.find((e) => e.type === 'subtitle')).toMatchObject({ srt_show: true, srt_len: 90 });
    }
    // It opens like any project.
    expect((await call<VideoProject>(alice, 'GET', VIDEO_PATHS.project(project.id))).status).toBe(200);
  });

  it('composes smart scripts offline when no language model is configured', async () => {
    const res = await call<PptScripts>(alice, 'POST', PPT_PATHS.scripts, {
      jobId,
      tone: 'calm',
      scenario: 'story',
      pages: [{ slideIndex: 3, role: 'content' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      mode: 'offline',
      modelFailed: false,
      scripts: [
        {
          slideIndex: 3,
          script:
            'The story goes on with Tickets. First, children under twelve enter free. Finally, adults pay eight euros. Take a moment to let that settle.',
        },
      ],
    });
    expect((await call(mallory, 'POST', PPT_PATHS.scripts, { jobId, pages: [{ slideIndex: 0 }] })).status).toBe(404);
    expect((await call(alice, 'POST', PPT_PATHS.scripts, { jobId, pages: [{ slideIndex: 99 }] })).status).toBe(400);
  });

  it('applies the page rules: at least one page, non-members at most 6, members more', async () => {
    const pages = (n: number) => Array.from({ length: n }, (_, i) => ({ slideIndex: i, source: 'slideText' }));
    const none = await call(alice, 'POST', PPT_PATHS.create, { jobId, pages: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please select at least one page');
    const seven = await call(alice, 'POST', PPT_PATHS.create, { jobId, pages: pages(7) });
    expect(seven.status).toBe(400);
    expect(seven.body.message).toBe('Non-members can use at most 6 pages');
    expect((await call(alice, 'POST', PPT_PATHS.create, { jobId, pages: pages(6) })).status).toBe(200);
    const repeated = await call(alice, 'POST', PPT_PATHS.create, { jobId, pages: [{ slideIndex: 1 }, { slideIndex: 1 }] });
    expect(repeated.status).toBe(400);

    const vipJob = (await startConversion(vip, 'tour.pptx', pptx)).body.data.jobId;
    expect((await finished(vip, vipJob)).body.data.state).toBe('ready');
    const eight = await call<VideoProject>(vip, 'POST', PPT_PATHS.create, { jobId: vipJob, pages: pages(8) });
    expect(eight.status).toBe(200);
    expect(eight.body.data.document.ppts).toHaveLength(8);
  }, 240_000);

  it('refuses scripts longer than 30 minutes of speech', async () => {
    // 999 words a page, about 400 s each at the estimate's pace: six pages pass 30 minutes.
    const long = Array.from({ length: 999 }, () => 'word').join(' ');
    const pages = Array.from({ length: 6 }, (_, i) => ({ slideIndex: i, script: long }));
    const res = await call(alice, 'POST', PPT_PATHS.create, { jobId, pages });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('A PPT video may be at most 30 minutes long');
    expect((await call(alice, 'POST', PPT_PATHS.create, { jobId, pages: pages.slice(0, 4) })).status).toBe(200);
  });

  it('creates and composes at once (man/wps/compose/video)', async () => {
    const res = await call<ComposeResult>(alice, 'POST', PPT_PATHS.compose, {
      jobId,
      pages: [{ slideIndex: 0, source: 'notes' }],
      resolution: 'low',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('synthesizing');
    const project = await call<VideoProject>(alice, 'GET', VIDEO_PATHS.project(res.body.data.projectId));
    expect(project.body.data.projectType).toBe('PptLamination');
    await call(alice, 'POST', VIDEO_PATHS.projectCancel(res.body.data.projectId));
  });

  it('composes with the default presenter on every plan, and a refused compose leaves no draft (issue 24 §1)', async () => {
    const plans = [
      {},
      { vipType: 'vip' as const },
      { vipType: 'vip' as const, proMan: true },
      { vipType: 'vip' as const, proMan: true, ultra: true },
    ];
    try {
      for (const plan of plans) {
        await setTestUserPlan(api.ctx, alice.userId, { ...plan, remainCredits: 600 });
        const res = await call<ComposeResult>(alice, 'POST', PPT_PATHS.compose, {
          jobId,
          pages: [{ slideIndex: 0, source: 'notes' }],
          resolution: 'low',
        });
        expect({ plan, status: res.status, message: res.body.message }).toMatchObject({ status: 200 });
        await call(alice, 'POST', VIDEO_PATHS.projectCancel(res.body.data.projectId));
      }
      await setTestUserPlan(api.ctx, alice.userId, { vipType: 'vip', remainCredits: 0 });
      const before = await projectsOf(alice);
      const refused = await call(alice, 'POST', PPT_PATHS.compose, {
        jobId,
        pages: [{ slideIndex: 0, source: 'notes' }],
        resolution: 'low',
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(messageFor('noCompositionTime', 'en'));
      expect(await projectsOf(alice)).toBe(before);
    } finally {
      await setTestUserPlan(api.ctx, alice.userId, {});
    }
  });

  // LibreOffice's side does not depend on the database: one run is enough (it costs two conversions).
  it.runIf(target.name === 'pglite')(
    'reads an ODP through LibreOffice, notes included',
    async () => {
      const started = await startConversion(alice, 'tour.odp', odp);
      expect(started.status).toBe(200);
      const done = await finished(alice, started.body.data.jobId);
      expect(done.status).toBe(200);
      expect(done.body.data.slides.map((s) => [s.title, s.notes])).toEqual([
        ['Harbour Museum', 'Welcome to the harbour museum. This tour takes ten minutes.'],
        ['Opening hours', 'We open six days a week.'],
      ]);
    },
    240_000,
  );

  describe('refused decks leave nothing behind', () => {
    let user: TestUser;
    beforeAll(async () => {
      user = await api.newUser();
    });

    it('refuses a wrong type, an empty file and a deck over the plan size', async () => {
      const pdf = await startConversion(user, 'slides.pdf', new Uint8Array([0x25, 0x50, 0x44, 0x46]));
      expect(pdf.status).toBe(400);
      expect(pdf.body.message).toBe('File format not supported');
      expect((await startConversion(user, 'empty.pptx', new Uint8Array())).status).toBe(400);
      const big = await startConversion(user, 'big.pptx', new Uint8Array(20 * MB + 1));
      expect(big.status).toBe(413);
      expect(big.body.message).toBe('File size exceeds the limit');
    });

    it.each([
      ['no slides', 'empty.pptx', () => withoutSlides(pptx)],
      ['a broken relationship', 'broken.pptx', () => withBrokenRelationship(pptx)],
      ['a password', 'secret.odp', () => encryptedOdp],
      ['not a zip', 'fake.pptx', () => new TextEncoder().encode('this is not a presentation')],
    ])('refuses a deck with %s: PPT load failed', async (_, name, bytes) => {
      const res = await startConversion(user, name, bytes());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('PPT load failed, upload again');
    });

    it('fails a deck LibreOffice cannot open in the job, and removes what it stored', async () => {
      // An OLE compound-file header and nothing a presentation needs.
      const bogus = new Uint8Array(4096);
      bogus.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
      const started = await startConversion(user, 'old.ppt', bogus);
      expect(started.status).toBe(200);
      const done = await finished(user, started.body.data.jobId);
      expect(done.status).toBe(400);
      expect(done.body.message).toBe('PPT load failed, upload again');
      const create = await call(user, 'POST', PPT_PATHS.create, { jobId: started.body.data.jobId, pages: [{ slideIndex: 0 }] });
      expect(create.status).toBe(400);
    }, 240_000);

    it('has created no project, stored nothing and left no temp folder', async () => {
      expect(await projectsOf(user)).toBe(0);
      expect(await api.ctx.services.storage.usedBytes(user.userId)).toBe(0);
      expect(tempDirsOfPpt()).toEqual([]);
    });
  });
});
