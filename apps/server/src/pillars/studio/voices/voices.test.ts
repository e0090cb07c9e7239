import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VIDEO_PATHS, type Page, type Speaker } from '@orator/shared';
import { pgliteDatabase } from '../../../../test/databases.ts';
import { type TestUser, useTestApp } from '../../../../test/factory/index.ts';

// The voice routes touch the database only for the session, so PGlite is enough here.
describe('voices API', () => {
  let user: TestUser;
  const api = useTestApp(pgliteDatabase(), {
    jobs: 'off',
    setup: async ({ newUser }) => {
      user = await newUser();
    },
  });

  it('lists the speaker store with filters and sample links', async () => {
    const res = await api.app.inject({ method: 'GET', url: `${VIDEO_PATHS.speakers}?language=en&gender=female`, headers: user.headers });
    expect(res.statusCode).toBe(200);
    const page = res.json<{ data: Page<Speaker> }>().data;
    expect(page.total).toBeGreaterThan(0);
    expect(page.size).toBe(2000);
    for (const speaker of page.items) {
      expect(speaker.language).toBe('en');
      expect(speaker.gender).toBe('female');
      expect(speaker.sampleUrl).toBe(VIDEO_PATHS.speakerSample(speaker.id));
    }
    const list = await api.app.inject({ method: 'GET', url: `${VIDEO_PATHS.ttsList}?engine=espeak`, headers: user.headers });
    const speakers = list.json<{ data: Speaker[] }>().data;
    expect(speakers.length).toBeGreaterThan(10);
    expect(speakers.every((s) => s.engine === 'espeak')).toBe(true);
  });

  it('lists the espeak-ng voices beyond the content languages, filtered by language and paged', async () => {
    const get = async (query: string) =>
      (await api.app.inject({ method: 'GET', url: `${VIDEO_PATHS.speakers}?${query}`, headers: user.headers })).json<{
        data: Page<Speaker>;
      }>().data;
    const all = await get('engine=espeak');
    const languages = [...new Set(all.items.map((s) => s.language))];
    // The content languages come first, then the others (about 120 more languages).
    expect(languages.indexOf('sw')).toBeGreaterThan(languages.indexOf('pt'));
    expect(languages.length).toBeGreaterThan(100);
    const swahili = await get('language=sw');
    expect(swahili.items.map((s) => [s.id, s.gender])).toEqual([
      ['espeak:sw:female', 'female'],
      ['espeak:sw:male', 'male'],
    ]);
    const second = await get('engine=espeak&page=2&size=10');
    expect(second.items.map((s) => s.id)).toEqual(all.items.slice(10, 20).map((s) => s.id));
    expect(second.total).toBe(all.total);
    // A world voice previews in its language.
    const preview = await api.app.inject({
      method: 'POST',
      url: VIDEO_PATHS.ttsSynthesis,
      headers: user.headers,
      payload: { speaker: 'espeak:hi:female', text: 'नमस्ते, आपका स्वागत है।', language: 'hi', rate: 16000 },
    });
    expect(preview.statusCode, preview.body.slice(0, 200)).toBe(200);
    expect(preview.headers['content-type']).toBe('audio/mpeg');
    expect(preview.rawPayload.length).toBeGreaterThan(2000);
  });

  it('refuses an unknown language and anonymous callers', async () => {
    const res = await api.app.inject({ method: 'GET', url: `${VIDEO_PATHS.speakers}?language=xx-YY`, headers: user.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe('Language not supported');
    const anonymous = await api.app.inject({ method: 'GET', url: VIDEO_PATHS.speakers });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers the speaker store and its samples under the overseas gateway prefix too', async () => {
    const query = '?language=en&gender=female&page=1&size=5';
    const home = await api.app.inject({ method: 'GET', url: `${VIDEO_PATHS.speakers}${query}`, headers: user.headers });
    const overseas = await api.app.inject({ method: 'GET', url: `${VIDEO_PATHS.overseasSpeakers}${query}`, headers: user.headers });
    expect(overseas.statusCode).toBe(200);
    expect(overseas.json()).toEqual(home.json());
    expect((await api.app.inject({ method: 'GET', url: VIDEO_PATHS.overseasSpeakers })).statusCode).toBe(401);
    const first = home.json<{ data: Page<Speaker> }>().data.items[0]!;
    const sample = await api.app.inject({ method: 'GET', url: VIDEO_PATHS.overseasSpeakerSample(first.id) });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-type']).toBe('audio/mpeg');
  });

  it('serves a voice sample as MP3, generated once then cached', async () => {
    const url = VIDEO_PATHS.speakerSample('espeak:en:male');
    const first = await api.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.rawPayload.length).toBeGreaterThan(2000);
    const cacheFiles = fs.readdirSync(path.join(api.dataDir, 'cache', 'voice-mp3'), { recursive: true });
    const second = await api.app.inject({ method: 'GET', url });
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(fs.readdirSync(path.join(api.dataDir, 'cache', 'voice-mp3'), { recursive: true })).toEqual(cacheFiles);
    expect((await api.app.inject({ method: 'GET', url: VIDEO_PATHS.speakerSample('nobody') })).statusCode).toBe(404);
  });

  it('previews speech as 16 kHz MP3 by GET and POST, validating the request', async () => {
    const text = 'Welcome to the quarterly review.';
    const get = await api.app.inject({
      method: 'GET',
      url: `${VIDEO_PATHS.ttsSynthesis}?audioType=mp3&speaker=espeak:en:female&text=${encodeURIComponent(text)}&speed=1&volume=1.0&rate=16000`,
      headers: user.headers,
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-type']).toBe('audio/mpeg');
    // MPEG-2 layer III frame header: sync 0xFFF, version bits 10 (MPEG-2), 16 kHz index.
    const frame = get.rawPayload.indexOf(Buffer.from([0xff]));
    expect(frame).toBeGreaterThanOrEqual(0);
    expect((get.rawPayload[frame + 1] ?? 0) & 0x18).toBe(0x10);
    const post = await api.app.inject({
      method: 'POST',
      url: VIDEO_PATHS.ttsSynthesis,
      headers: user.headers,
      payload: { speaker: 'espeak:en:female', text, rate: 16000 },
    });
    expect(Buffer.compare(post.rawPayload, get.rawPayload)).toBe(0);

    const refusals: [object, string][] = [
      [{ speaker: 'nobody', text }, 'No related sounds'],
      [{ speaker: 'espeak:en:female', text: '   ' }, 'Some pages lack dubbing text'],
      [{ speaker: 'espeak:en:female', text: 'x'.repeat(2001) }, 'Illegal input'],
      [
        { speaker: 'espeak:en:female', text, language: 'de-DE' },
        'The current speaker does not support this language, please change the speaker',
      ],
    ];
    for (const [payload, message] of refusals) {
      const res = await api.app.inject({ method: 'POST', url: VIDEO_PATHS.ttsSynthesis, headers: user.headers, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });
});
