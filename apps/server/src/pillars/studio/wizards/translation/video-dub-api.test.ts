/**
 * English video -> Spanish dub with subtitles, through the API and the real jobs: pocketsphinx
 * hears the English source (festival speaks it in a video made here), Apertium translates,
 * espeak-ng speaks Spanish re-timed onto the original lines, subtitles are burned in and
 * delivered as SRT. pocketsphinx has no Spanish model, so the Spanish audio is checked by its
 * energy per segment and the SRT by its text. PGlite only: the flow is long; the SQL it uses is
 * a few single-statement updates.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { makeSpokenTestVideo } from '@orator/render';
import { createSpeechService, decodeWav, rmsEnvelope, translateWithApertium } from '@orator/speech';
import { messageFor } from '@orator/shared';
import { VIDEO_DUB_PATHS, type VideoDubOptions, type VideoDubProject } from '@orator/shared/wizards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../../test/databases.ts';
import { eventually, ffmpegBytes, matchedVoiceProfile, type TestUser, useTestApp } from '../../../../../test/factory/index.ts';

const LINES = [
  { text: 'Welcome to the harbour museum.', atMs: 1000 },
  { text: 'The old boat is open today.', atMs: 9000 },
  { text: 'Thank you for watching.', atMs: 18000 },
];

const [pglite] = (await testDatabases()).filter((d) => d.name === 'pglite');

describe('video translation API (English -> Spanish)', () => {
  let dir: string;
  let english: Buffer;
  let alice: TestUser;
  let mallory: TestUser;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dub-test-'));
    const speech = createSpeechService();
    const video = await makeSpokenTestVideo({
      speech,
      voiceId: 'festival:en:slt',
      lines: LINES,
      durationMs: 30_000,
      width: 360,
      height: 360,
      fps: 5,
      workDir: dir,
    });
    english = fs.readFileSync(video.path);
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const api = useTestApp(pglite!, {
    jobs: 'work',
    setup: async ({ newUser }) => {
      alice = await newUser();
      mallory = await newUser();
    },
  });
  const { call, upload } = api;

  const send = (user: TestUser, bytes: Buffer, fields: Record<string, string>, name = 'harbour.mp4') =>
    upload<VideoDubProject>(user, VIDEO_DUB_PATHS.upload, { videoLanguage: 'en', targetLanguage: 'es', people: '1', ...fields }, [
      { name, bytes },
    ]);
  const settled = (user: TestUser, id: string, state: string) =>
    eventually(async () => {
      const { body } = await call<VideoDubProject>(user, 'GET', VIDEO_DUB_PATHS.project(id));
      if (body.data.state === 'failure') throw new Error(`failed: ${body.data.failureReason}`);
      return body.data.state === state ? body.data : undefined;
    }, 240_000);

  it('offers the offline pairs, marking pivots through Spanish, and refuses what is not configured', async () => {
    const { body } = await call<VideoDubOptions>(alice, 'GET', VIDEO_DUB_PATHS.options);
    expect(body.data.recognisable).toEqual(['en']);
    expect(body.data.pairs).toContainEqual({ source: 'en', target: 'es', route: { engine: 'offline', pivot: null } });
    expect(body.data.pairs).toContainEqual({ source: 'en', target: 'pt', route: { engine: 'offline', pivot: 'es' } });
    expect(body.data.pairs.some((p) => p.target === 'zhchs')).toBe(false);

    const unavailable = await send(alice, english, { targetLanguage: 'zhchs' });
    expect(unavailable.status).toBe(400);
    expect(unavailable.body.message).toContain('MT_BASE_URL');
    expect((await send(alice, english, { videoLanguage: 'es', targetLanguage: 'fr' })).body.message).toContain('ASR_BASE_URL');
    expect((await send(alice, english, { targetLanguage: 'en' })).body.message).toBe('The source and target languages must differ');
    expect((await send(alice, english, { people: '' })).body.message).toBe('Choose the number of people');
    const short = ffmpegBytes(
      '-f',
      'lavfi',
      '-i',
      'testsrc2=s=360x360:r=5',
      '-f',
      'lavfi',
      '-i',
      'sine',
      '-t',
      '3',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-movflags',
      'frag_keyframe+empty_moov',
      '-f',
      'mp4',
      '-',
    );
    expect((await send(alice, short, {})).body.message).toBe('The video must be 30 seconds to 5 minutes long');
    expect((await send(alice, Buffer.from('not a video at all'), {})).body.message).toBe('File format not supported');
    const menu = await call<{ allowed: boolean }>(alice, 'GET', `${VIDEO_DUB_PATHS.menuRight}?menuNo=videoTranslate`);
    expect(menu.body.data.allowed).toBe(true); // more in menu-right-api.test.ts
  });

  it("dubs in the owner's own voice of the target language; another language's, an unbuilt or someone else's profile is refused", async () => {
    const spanish = api.ctx.services.voices.speech.voices().find((v) => v.language === 'es');
    expect(spanish).toBeDefined();
    const profileOf = async (user: TestUser, status: string, language: string) =>
      matchedVoiceProfile(api.ctx.db, user, { status, language, name: 'Mi voz', baseVoiceId: spanish!.id });
    const started = await send(alice, english, {});
    const id = started.body.data.id;
    await settled(alice, id, 'generated');
    const choose = (voiceId: string) => call<VideoDubProject>(alice, 'PUT', VIDEO_DUB_PATHS.project(id), { originalSpeakerId: voiceId });
    for (const voiceId of [await profileOf(alice, 'building', 'es'), await profileOf(mallory, 'ready', 'es')]) {
      const refused = await choose(voiceId);
      expect([refused.status, refused.body.message], voiceId).toEqual([400, messageFor('noRelatedSounds', 'en')]);
    }
    expect((await choose(await profileOf(alice, 'ready', 'en'))).body.message).toBe(messageFor('speakerLanguageNotSupported', 'en'));
    const own = await profileOf(alice, 'ready', 'es');
    const chosen = await choose(own);
    expect(chosen.status, chosen.body.message).toBe(200);
    expect(chosen.body.data.originalSpeakerId).toBe(own);
    expect((await call(alice, 'POST', VIDEO_DUB_PATHS.render(id), {})).status).toBe(200);
    const done = await settled(alice, id, 'success');
    expect(done.originalSpeakerId).toBe(own);
  }, 300_000);

  it('recognises the English, lets the user proofread, dubs it in Spanish with subtitles', async () => {
    const started = await send(alice, english, {});
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({
      state: 'generating',
      stage: 'recognising',
      subtitleInfo: { fontname: 'STSong', fontsize: 30, bottomSpace: 6, srt_len: 18 },
    });
    const id = started.body.data.id;
    expect((await call(mallory, 'GET', VIDEO_DUB_PATHS.project(id))).status).toBe(404);

    const generated = await settled(alice, id, 'generated');
    expect(generated.chat).toHaveLength(LINES.length);
    const heard = generated.chat.map((s) => s.sourceText.toLowerCase()).join(' ');
    for (const word of ['welcome', 'museum', 'open', 'today', 'thank', 'watching']) expect(heard).toContain(word);
    generated.chat.forEach((segment, i) => expect(Math.abs(segment.startMs - LINES[i]!.atMs)).toBeLessThan(600));

    // The user proofreads: a misheard word corrected; a bad timing refused with its message.
    const chat = generated.chat.map((s, i) => (i === 0 ? { ...s, sourceText: 'Welcome to the harbour museum.' } : s));
    const bad = await call(alice, 'PUT', VIDEO_DUB_PATHS.project(id), { chat: [{ ...chat[0]!, endMs: chat[0]!.startMs }] });
    expect(bad.body.message).toContain('must end after it starts');
    expect((await call(alice, 'PUT', VIDEO_DUB_PATHS.project(id), { chat })).status).toBe(200);

    const rendering = await call<VideoDubProject>(alice, 'POST', VIDEO_DUB_PATHS.render(id), {});
    expect(rendering.body.data).toMatchObject({ state: 'generating', stage: 'dubbing' });
    expect((await call(alice, 'POST', VIDEO_DUB_PATHS.render(id), {})).body.message).toBe('This video is still being processed');
    const done = await settled(alice, id, 'success');
    expect(done.originalSpeakerId).toMatch(/^espeak:es:/);
    const expected = await translateWithApertium(
      chat.map((s) => s.sourceText),
      [['en', 'es']],
    );
    expect(done.chat.map((s) => s.translatedText)).toEqual(expected);

    const download = (kind: string) =>
      api.app.inject({ method: 'GET', url: `${VIDEO_DUB_PATHS.download(id)}?kind=${kind}`, headers: alice.headers });
    const srtText = (await download('srt')).body.replace(/\s+/g, ' ');
    for (const line of expected) for (const word of line.split(' ').slice(0, 2)) expect(srtText).toContain(word);

    const mp4 = path.join(dir, 'dub.mp4');
    fs.writeFileSync(mp4, (await download('video')).rawPayload);
    const duration = Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', mp4]).toString());
    expect(duration).toBeCloseTo(30, 0);
    // Spanish speech where each English line was, far louder than the ducked original between lines.
    const pcm = decodeWav(
      execFileSync('ffmpeg', ['-v', 'error', '-i', mp4, '-ac', '1', '-ar', '16000', '-f', 'wav', '-'], { maxBuffer: 64 * 1024 * 1024 }),
    );
    const envelope = rmsEnvelope(pcm, 100);
    const mean = (fromMs: number, toMs: number) => {
      const part = envelope.slice(Math.floor(fromMs / 100), Math.ceil(toMs / 100));
      return part.reduce((sum, v) => sum + v, 0) / Math.max(1, part.length);
    };
    for (const segment of done.chat) expect(mean(segment.startMs, segment.endMs)).toBeGreaterThan(4 * mean(26_000, 29_500) + 1e-4);
    // The subtitle is in the picture: the frame during the first line differs from the source's.
    const frameAt = (file: string) =>
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-ss',
        String(done.chat[0]!.startMs / 1000 + 0.5),
        '-i',
        file,
        '-frames:v',
        '1',
        '-vf',
        'crop=360:80:0:260',
        '-f',
        'rawvideo',
        '-pix_fmt',
        'gray',
        '-',
      ]);
    fs.writeFileSync(path.join(dir, 'source.mp4'), english);
    const [dubbed, source] = [frameAt(mp4), frameAt(path.join(dir, 'source.mp4'))];
    let differing = 0;
    for (let i = 0; i < dubbed.length; i++) if (Math.abs(dubbed[i]! - source[i]!) > 40) differing++;
    expect(differing).toBeGreaterThan(300);

    expect((await call(mallory, 'DELETE', VIDEO_DUB_PATHS.project(id))).status).toBe(404);
    expect((await call(alice, 'DELETE', VIDEO_DUB_PATHS.project(id))).status).toBe(200);
    expect((await call(alice, 'GET', VIDEO_DUB_PATHS.project(id))).status).toBe(404);
  }, 300_000);
});
