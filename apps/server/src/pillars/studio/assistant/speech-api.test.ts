/**
 * The assistant's text to speech (`POST /tts/compose`, spec §7): a script is read in a job into an
 * MP3 kept among the caller's audio materials. The English MP3 is decoded and heard by
 * pocketsphinx; a Chinese script of several pieces reports progress and lasts as long as its
 * reading; bad input gets its message; the job and the material are the owner's only. Both databases.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { JOB_PATHS, MATERIAL_PATHS, messageFor, type JobStatus, type Material, type Page } from '@orator/shared';
import { SPEECH_PATHS, SPEECH_TEXT_MAX, SpeechResult, type SpeechStarted } from '@orator/shared/assistant';
import { transcribeEnglish, wordErrorRate } from '@orator/speech';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, useTestApp, type TestUser } from '../../../../test/factory/index.ts';
import { speechPieces } from './speech.ts';

const ENGLISH = 'Welcome to the harbour museum. The old boat is open today. Thank you for visiting.';
const CHINESE =
  '欢迎来到我们的春季新品发布会。今天我们为大家准备了十二款新产品，价格从九十九元起。' +
  '本次活动持续到三月三十一日，会员购买还可以享受八折优惠。'.repeat(12);

describe('speechPieces', () => {
  it('keeps sentences whole and pieces near 300 characters, losing no text', () => {
    const pieces = speechPieces(CHINESE, 'zhchs');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(piece.length).toBeLessThanOrEqual(300);
    expect(pieces.join('').replace(/\s/g, '')).toBe(CHINESE.replace(/\s/g, ''));
    expect(speechPieces('Dr. Ada Lin paid $13.7 million on 3 March.', 'en')).toEqual(['Dr. Ada Lin paid $13.7 million on 3 March.']);
  });
});

describe.each(await testDatabases())('text to speech on $name', (target) => {
  // 'work': the reading runs in the job queue; saving the MP3 queues its media probe.
  const api = useTestApp(target, { jobs: 'work', users: { alice: {}, mallory: {} } });
  const compose = (user: TestUser, body: object) => api.call<SpeechStarted>(user, 'POST', SPEECH_PATHS.compose, body);
  const finished = (user: TestUser, jobId: string) =>
    eventually(async () => {
      const { body } = await api.call<JobStatus>(user, 'GET', JOB_PATHS.job(jobId));
      if (body.data.state === 'failed') throw new Error(`reading failed: ${body.data.error}`);
      return body.data.state === 'completed' ? body.data : undefined;
    }, 120_000);

  it('reads an English script into an MP3 among the owner’s audio materials, that pocketsphinx hears', async () => {
    const alice = api.user('alice');
    const started = await compose(alice, { speaker: 'festival:en:slt', text: ENGLISH, name: 'Harbour welcome' });
    expect(started.status).toBe(200);
    const done = await finished(alice, started.body.data.jobId);
    expect(done.progress).toBe(100);
    const result = SpeechResult.parse(done.result);
    expect(result.name).toBe('Harbour-welcome.mp3');
    expect(result.key).toMatch(/^audio\/material\/[0-9a-f-]{36}\/Harbour-welcome\.mp3$/);
    expect(result.durationMs).toBeGreaterThan(3000);
    expect(result.durationMs).toBeLessThan(15_000);

    const materials = await api.call<Page<Material>>(alice, 'GET', `${MATERIAL_PATHS.page}?kind=audio`);
    expect(materials.body.data.items.map((m) => [m.id, m.name])).toEqual([[result.materialId, 'Harbour-welcome.mp3']]);
    const file = await api.app.inject({ method: 'GET', url: result.url, headers: alice.headers });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(result.sizeBytes);
    const wav = execFileSync('ffmpeg', ['-v', 'error', '-i', 'pipe:0', '-ac', '1', '-ar', '16000', '-f', 'wav', 'pipe:1'], {
      input: file.rawPayload,
      maxBuffer: 1 << 26,
    });
    const heard = await transcribeEnglish(wav);
    expect(wordErrorRate(ENGLISH.toLowerCase().replace(/[.,]/g, ''), heard), heard).toBeLessThan(0.5);

    // Alice's job and file: Mallory sees neither.
    const mallory = api.user('mallory');
    expect((await api.call(mallory, 'GET', JOB_PATHS.job(started.body.data.jobId))).status).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: result.url, headers: mallory.headers })).statusCode).toBe(404);
    const theirs = await api.call<Page<Material>>(mallory, 'GET', `${MATERIAL_PATHS.page}?kind=audio`);
    expect(theirs.body.data.items).toEqual([]);
  });

  it('reads a Chinese script of several pieces, named after its first words, as long as its reading', async () => {
    const alice = api.user('alice');
    const started = await compose(alice, { speaker: 'espeak:zhchs:female', text: CHINESE, speed: 1.5 });
    expect(started.status).toBe(200);
    const result = SpeechResult.parse((await finished(alice, started.body.data.jobId)).result);
    expect(result.name).toMatch(/^欢迎来到我们的春季新品发布会.*\.mp3$/u);
    // The whole script is read (espeak read 6.4 characters a second at speed 1.5), not its first piece.
    const charactersPerSecond = CHINESE.length / (result.durationMs / 1000);
    expect(charactersPerSecond).toBeGreaterThan(3);
    expect(charactersPerSecond).toBeLessThan(12);
    // ffprobe reads a file (from a pipe it stops early and the write fails).
    const mp3 = path.join(api.dataDir, 'probe.mp3');
    fs.writeFileSync(mp3, (await api.app.inject({ method: 'GET', url: result.url, headers: alice.headers })).rawPayload);
    const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', mp3]);
    expect(Math.abs(Number(probe.toString()) * 1000 - result.durationMs)).toBeLessThan(500);
  });

  it('stops a cancelled reading before its next piece and keeps no file', async () => {
    const alice = api.user('alice');
    const before = await api.call<Page<Material>>(alice, 'GET', `${MATERIAL_PATHS.page}?kind=audio`);
    const long = Array.from({ length: 30 }, (_, i) => `Line ${i + 1}: the museum opens at nine and closes at five on weekdays.`).join(' ');
    const started = await compose(alice, { speaker: 'festival:en:slt', text: long });
    const { jobId } = started.body.data;
    await eventually(async () => {
      const { body } = await api.call<JobStatus>(alice, 'GET', JOB_PATHS.job(jobId));
      return body.data.state === 'active' && body.data.progress > 0 ? true : undefined;
    }, 60_000);
    expect((await api.call(alice, 'POST', JOB_PATHS.cancel(jobId))).status).toBe(200);
    const ended = await eventually(async () => {
      const { body } = await api.call<JobStatus>(alice, 'GET', JOB_PATHS.job(jobId));
      return body.data.state === 'active' || body.data.state === 'queued' ? undefined : body.data;
    }, 60_000);
    expect(ended.state).toBe('cancelled');
    const after = await api.call<Page<Material>>(alice, 'GET', `${MATERIAL_PATHS.page}?kind=audio`);
    expect(after.body.data.total).toBe(before.body.data.total);
  });

  it('refuses an empty or too long script and an unknown voice with their messages', async () => {
    const alice = api.user('alice');
    const empty = await compose(alice, { speaker: 'festival:en:slt', text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(messageFor('speechTextMissing', 'en'));
    const long = await compose(alice, { speaker: 'festival:en:slt', text: 'a'.repeat(SPEECH_TEXT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(messageFor('speechTextTooLong', 'en'));
    const unknown = await compose(alice, { speaker: 'nobody:voice', text: ENGLISH });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(messageFor('noRelatedSounds', 'en'));
    const fast = await compose(alice, { speaker: 'festival:en:slt', text: ENGLISH, speed: 5 });
    expect(fast.status).toBe(400);
    expect(fast.body.message).toBe(messageFor('errorRequest', 'en'));
    expect((await api.call(null, 'POST', SPEECH_PATHS.compose, { speaker: 'festival:en:slt', text: ENGLISH })).status).toBe(401);
  });
});
