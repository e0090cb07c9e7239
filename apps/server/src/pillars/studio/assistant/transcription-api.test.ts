/**
 * The assistant's transcription (issue 15 §4, product-rules#assistant): real speech made by
 * flite (kal16), uploaded as an M4A recording, recognised offline by pocketsphinx in a job whose result
 * holds timed segments with the spoken words; a language that needs ASR_BASE_URL, a file that is
 * not a recording, and another user's job are refused. (espeak-ng's English was tried first:
 * pocketsphinx heard 2 of these 8 words in it, against 7-8 for flite kal16 and festival slt.)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JOB_PATHS, messageFor, type JobStatus } from '@orator/shared';
import { TRANSCRIPTION_PATHS, Transcript, type TranscriptionStarted } from '@orator/shared/assistant';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageObjects } from '../../../kernel/db/schema/index.ts';
import { testDatabases } from '../../../../test/databases.ts';
import { eventually, redPng, useTestApp, type TestUser } from '../../../../test/factory/index.ts';

const SPOKEN = 'Welcome to the harbour museum. The old boat is open today. Thank you for visiting.';
const [pglite] = (await testDatabases()).filter((d) => d.name === 'pglite');

describe('assistant transcription', () => {
  let dir: string;
  let recording: Buffer;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'transcribe-test-'));
    const wav = path.join(dir, 'speech.wav');
    execFileSync('flite', ['-voice', 'kal16', '-t', SPOKEN, '-o', wav]);
    const m4a = path.join(dir, 'speech.m4a');
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-i', wav, '-c:a', 'aac', '-b:a', '96k', m4a]);
    recording = fs.readFileSync(m4a);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const api = useTestApp(pglite!, { jobs: 'work', users: { alice: {}, mallory: {} } });
  const send = (user: TestUser, bytes: Buffer, language = 'en', name = 'harbour.m4a') =>
    api.upload<TranscriptionStarted>(user, TRANSCRIPTION_PATHS.upload, { language }, [{ name, bytes }]);

  it('recognises English speech offline in a job: timed segments holding the spoken words', async () => {
    const started = await send(api.user('alice'), recording);
    expect(started.status).toBe(200);
    const { jobId } = started.body.data;
    const done = await eventually(async () => {
      const { body } = await api.call<JobStatus>(api.user('alice'), 'GET', JOB_PATHS.job(jobId));
      if (body.data.state === 'failed') throw new Error(`transcription failed: ${body.data.error}`);
      return body.data.state === 'completed' ? body.data : undefined;
    }, 120_000);
    const transcript = Transcript.parse(done.result);
    expect(transcript).toMatchObject({ fileName: 'harbour.m4a', language: 'en' });
    expect(transcript.durationMs).toBeGreaterThan(3000);
    expect(transcript.segments.length).toBeGreaterThan(0);
    for (const segment of transcript.segments) {
      expect(segment.endMs).toBeGreaterThan(segment.startMs);
      expect(segment.endMs).toBeLessThanOrEqual(transcript.durationMs);
    }
    const heard = transcript.segments.map((s) => s.text.toLowerCase()).join(' ');
    const words = ['welcome', 'harbour', 'museum', 'boat', 'open', 'today', 'thank', 'visiting'];
    const found = words.filter((word) => heard.includes(word) || (word === 'harbour' && heard.includes('harbor')));
    expect(found.length, heard).toBeGreaterThanOrEqual(6);

    // The stored speech is gone once the job has its result.
    const stored = await api.ctx.db.select().from(storageObjects).where(like(storageObjects.key, '%/assistant/%'));
    expect(stored).toEqual([]);
    // The job is Alice's: another user does not see it.
    expect((await api.call(api.user('mallory'), 'GET', JOB_PATHS.job(jobId))).status).toBe(404);
  });

  it('refuses a language that needs the speech-recognition server, and a file that is not a recording', async () => {
    const spanish = await send(api.user('alice'), recording, 'es');
    expect(spanish.status).toBe(400);
    expect(spanish.body.message).toBe(messageFor('translationAsrUnavailable', 'en', { language: 'Spanish' }));
    const picture = await send(api.user('alice'), redPng(), 'en', 'not-audio.m4a');
    expect(picture.status).toBe(400);
    expect(picture.body.message).toBe(messageFor('fileFormatNotSupported', 'en'));
  });
});
