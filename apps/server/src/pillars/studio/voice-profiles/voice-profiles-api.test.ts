import { describe, expect, it } from 'vitest';
import {
  PREVIEW_PATHS,
  readingSentences,
  VIDEO_PATHS,
  VOICE_PROFILE_PATHS,
  type Page,
  type PreviewSpeech,
  type VoiceProfile,
} from '@orator/shared';
import { analyseVoice, decodeWav, recogniseEnglish, resample, type SpeechService } from '@orator/speech';
import { makeVoices } from '@orator/render';
import { pgliteDatabase } from '../../../../test/databases.ts';
import { eventually, twoPageProject, useTestApp, type TestApp } from '../../../../test/factory/index.ts';

/** The "user": espeak's male English voice raised by half (its own pitch parameter) and a little faster. */
const SPEAKER = { voiceId: 'espeak:en:male', pitch: 1.6, speed: 1.15 } as const;
const CHECK_TEXT = 'Please open the window, the room is very warm today.';
const DISTRACTORS = [
  'Please close the door, the hall is very cold tonight.',
  'Leave the window open, the garden is very green today.',
  'Open the box and read the letter to me.',
  'The train was late again this morning.',
];

async function readSentences(speech: SpeechService, count: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const text of readingSentences('en', count)) out.push((await speech.synthesize({ text, ...SPEAKER })).wav);
  return out;
}

const f0Of = (wav: Buffer) => analyseVoice([resample(decodeWav(wav), 16000)]).f0MedianHz;

async function builtProfile(api: TestApp<'alice' | 'bob'>, samples: Buffer[]): Promise<VoiceProfile> {
  const alice = api.user('alice');
  const created = await api.call<VoiceProfile>(alice, 'POST', VOICE_PROFILE_PATHS.list, { name: 'My voice', language: 'en', edition: 20 });
  expect(created.status).toBe(200);
  const id = created.body.data.id;
  const files = samples.map((bytes, i) => ({ name: `s${i}.wav`, bytes, contentType: 'audio/wav' }));
  const uploaded = await api.upload<VoiceProfile>(alice, VOICE_PROFILE_PATHS.samples(id), { index: '0', source: 'uploaded' }, files);
  expect(uploaded.status, JSON.stringify(uploaded.body).slice(0, 200)).toBe(200);
  expect(uploaded.body.data.samples).toHaveLength(20);
  const building = await api.call<VoiceProfile>(alice, 'POST', VOICE_PROFILE_PATHS.build(id));
  expect(building.body.data.status).toBe('building');
  return eventually(
    async () => {
      const now = (await api.call<VoiceProfile>(alice, 'GET', VOICE_PROFILE_PATHS.one(id))).body.data;
      if (now.status === 'failed') throw new Error(`build failed: ${now.failureReason}`);
      return now.status === 'ready' ? now : undefined;
    },
    90_000,
    1000,
  );
}

describe('voice profiles, matched offline', () => {
  const api = useTestApp(pgliteDatabase(), { jobs: 'work', users: { alice: {}, bob: {} } });

  it('refuses empty names, unknown languages, wrong formats, too few samples and other owners', async () => {
    const alice = api.user('alice');
    const bob = api.user('bob');
    const empty = await api.call(alice, 'POST', VOICE_PROFILE_PATHS.list, { name: '   ', language: 'en', edition: 20 });
    expect([empty.status, empty.body.message]).toEqual([400, 'Name must not be empty']);
    const french = await api.call(alice, 'POST', VOICE_PROFILE_PATHS.list, { name: 'x', language: 'fr', edition: 20 });
    expect([french.status, french.body.message]).toEqual([400, 'Language not supported']);
    const edition = await api.call(alice, 'POST', VOICE_PROFILE_PATHS.list, { name: 'x', language: 'en', edition: 50 });
    expect(edition.status).toBe(400);

    const { id } = (
      await api.call<VoiceProfile>(alice, 'POST', VOICE_PROFILE_PATHS.list, { name: 'Draft', language: 'zhchs', edition: 100 })
    ).body.data;
    const text = await api.upload(alice, VOICE_PROFILE_PATHS.samples(id), { index: '0' }, [
      { name: 'a.mp3', bytes: Buffer.from('not audio at all') },
    ]);
    expect([text.status, text.body.message]).toEqual([400, 'File format not supported']);
    const incomplete = await api.call(alice, 'POST', VOICE_PROFILE_PATHS.build(id));
    expect([incomplete.status, incomplete.body.message]).toEqual([400, 'Record or upload every sentence before building the voice']);
    for (const [method, url] of [
      ['GET', VOICE_PROFILE_PATHS.one(id)],
      ['POST', VOICE_PROFILE_PATHS.build(id)],
    ] as const)
      expect((await api.call(bob, method, url)).status).toBe(404);
    expect((await api.call<Page<VoiceProfile>>(bob, 'GET', VOICE_PROFILE_PATHS.list)).body.data.total).toBe(0);

    const renamed = await api.app.inject({
      method: 'PUT',
      url: VOICE_PROFILE_PATHS.one(id),
      headers: alice.headers,
      payload: { name: ' Renamed ' },
    });
    expect(renamed.json<{ data: VoiceProfile }>().data.name).toBe('Renamed');
    const removed = await api.app.inject({ method: 'DELETE', url: VOICE_PROFILE_PATHS.one(id), headers: bob.headers });
    expect(removed.statusCode).toBe(404);
    expect((await api.app.inject({ method: 'DELETE', url: VOICE_PROFILE_PATHS.one(id), headers: alice.headers })).statusCode).toBe(200);
  });

  it(
    'builds from 20 read sentences a voice nearer the speaker than its base voice, still intelligible, for its owner only',
    { timeout: 120_000 },
    async () => {
      const speech = api.ctx.services.voices.speech;
      const samples = await readSentences(speech, 20);
      const profile = await builtProfile(api, samples);
      expect(profile.mode).toBe('matched');
      expect(profile.baseVoiceId).toBeTruthy();
      expect(profile.sampleUrl).toMatch(/sample\.mp3\?/);
      const alice = api.user('alice');
      const owner = { ownerId: alice.userId, tenantId: alice.tenantId };

      const own = await api.ctx.services.voices.speechFor(owner).synthesize({ text: CHECK_TEXT, voiceId: profile.voiceId });
      const base = await speech.synthesize({ text: CHECK_TEXT, voiceId: profile.baseVoiceId ?? '' });
      const spoken = {
        samples: analyseVoice(samples.map((s) => resample(decodeWav(s), 16000))).f0MedianHz,
        profile: f0Of(own.wav),
        base: f0Of(base.wav),
      };
      console.info('[voice-profiles] F0 Hz', spoken, 'dsp', profile.dsp, 'base', profile.baseVoiceId);
      expect(Math.abs(spoken.profile - spoken.samples)).toBeLessThan(Math.abs(spoken.base - spoken.samples));

      // Listened to: pocketsphinx, choosing among the check sentence and look-alikes, hears the right one.
      const heard = await recogniseEnglish(own.wav, [CHECK_TEXT, ...DISTRACTORS]);
      console.info('[voice-profiles] heard', JSON.stringify(heard));
      expect(heard.text.toLowerCase()).toBe(CHECK_TEXT.toLowerCase().replace(/[,.]/g, ''));

      // The editors' preview speaks it for alice; for bob it is no voice at all.
      const preview = await api.call<PreviewSpeech>(alice, 'POST', PREVIEW_PATHS.speech, {
        text: CHECK_TEXT,
        voiceId: profile.voiceId,
        speed: 1,
      });
      expect(preview.status).toBe(200);
      expect(preview.body.data.durationMs).toBeGreaterThan(1500);
      const stranger = await api.call(api.user('bob'), 'POST', PREVIEW_PATHS.speech, {
        text: CHECK_TEXT,
        voiceId: profile.voiceId,
        speed: 1,
      });
      expect([stranger.status, stranger.body.message]).toEqual([400, 'No related sounds']);

      // The render's voice step (what the render job runs with the project owner's speech) speaks it.
      const job = { key: 'p1', text: CHECK_TEXT, voiceId: profile.voiceId, speed: 1, audioUrl: undefined };
      const placed = await makeVoices([job], {
        speech: api.ctx.services.voices.speechFor(owner),
        localPath: () => Promise.reject(new Error('no files')),
      });
      expect(Math.abs((placed.get('p1')?.durationMs ?? 0) - own.durationMs)).toBeLessThan(50);
      expect(placed.get('p1')?.visemes.length).toBeGreaterThan(10);

      // Compose refuses it in bob's project (before any render starts).
      const bobProject = twoPageProject();
      for (const page of bobProject.ppts ?? [])
        for (const element of page.elements ?? []) if (element.type === 'dubbing') element.voiceId = profile.voiceId;
      const refused = await api.call(api.user('bob'), 'POST', VIDEO_PATHS.composeCreate, { project: bobProject });
      expect([refused.status, refused.body.message]).toEqual([400, 'No related sounds']);

      // Built voices keep their samples; the list offers ready voices to the pickers.
      const late = await api.upload(alice, VOICE_PROFILE_PATHS.samples(profile.id), { index: '0' }, [
        { name: 'a.wav', bytes: samples[0] ?? Buffer.alloc(0) },
      ]);
      expect(late.status).toBe(409);
      const ready = await api.call<Page<VoiceProfile>>(alice, 'GET', `${VOICE_PROFILE_PATHS.list}?status=ready`);
      expect(ready.body.data.items.map((p) => p.id)).toEqual([profile.id]);
    },
  );
});
