import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SliderChallenge } from '@orator/shared';
import { type AccountsHarness, useAccountsHarness, humanTrail, randomIp, STRONG_PASSWORD } from '../../../../../test/factory/index.ts';
import { testDatabases } from '../../../../../test/databases.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

function pngOf(dataUrl: string): Buffer {
  expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
  return Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
}

const databases = await testDatabases();

describe.each(databases)('accounts: slider on $name', (target) => {
  const harness = useAccountsHarness(target);
  describe('slider puzzle', () => {
    let h: AccountsHarness;
    beforeAll(() => {
      h = harness();
      h.useLimits({ sliderAttemptsPerIp: { max: 3, windowMs: 10 * 60_000 } });
    });
    afterAll(() => h.useLimits({}));

    const challenge = async (ip?: string) => (await h.call<SliderChallenge>('GET', '/userprocess/captcha/slider', { ip })).data;
    const verify = (id: string, x: number, trail: [number, number][] | undefined = humanTrail(x), ip?: string) =>
      h.call<{ sliderToken: string }>('POST', '/userprocess/captcha/slider/verify', { ip, body: { id, x, trail } });
    const answer = async (id: string) => (await h.accounts.slider.answerFor(id))!;

    it('draws a 320x160 picture with a gap and a 44 px piece, different each time', async () => {
      const a = await challenge();
      const b = await challenge();
      expect(a).toMatchObject({ width: 320, height: 160, pieceSize: 44 });
      expect(a.pieceY).toBeGreaterThanOrEqual(0);
      expect(a.pieceY + 44).toBeLessThanOrEqual(160);
      const background = pngOf(a.background);
      expect(background.subarray(0, 4)).toEqual(PNG_SIGNATURE);
      expect(background.readUInt32BE(16)).toBe(320); // IHDR width
      expect(background.readUInt32BE(20)).toBe(160);
      expect(pngOf(a.piece).readUInt32BE(16)).toBe(44);
      expect(a.background).not.toBe(b.background);
      expect(a.id).not.toBe(b.id);
      const x = await answer(a.id);
      expect(x).toBeGreaterThanOrEqual(80);
      expect(x).toBeLessThanOrEqual(260);
    });

    it('accepts an answer within 6 px and refuses one further off', async () => {
      const near = await challenge();
      expect((await verify(near.id, (await answer(near.id)) + 6)).status).toBe(200);
      const far = await challenge();
      const refused = await verify(far.id, (await answer(far.id)) + 7);
      expect(refused).toMatchObject({ status: 400, code: -1, message: 'Verification failed' });
    });

    it('consumes the challenge with the first attempt, right or wrong', async () => {
      const c = await challenge();
      const x = await answer(c.id);
      expect((await verify(c.id, x + 30)).status).toBe(400);
      expect((await verify(c.id, x)).message).toBe('Verification failed');
      const solved = await challenge();
      expect((await verify(solved.id, await answer(solved.id))).status).toBe(200);
      expect((await verify(solved.id, await answer(solved.id))).status).toBe(400);
    });

    it('refuses a robot drag and an unknown challenge', async () => {
      const c = await challenge();
      const x = await answer(c.id);
      expect(
        (
          await verify(c.id, x, [
            [0, 0],
            [x, 3],
          ])
        ).message,
      ).toBe('Verification failed');
      const d = await challenge();
      const withoutTrail = await h.call('POST', '/userprocess/captcha/slider/verify', { body: { id: d.id, x: await answer(d.id) } });
      expect(withoutTrail.message).toBe('Verification failed');
      expect((await verify('no-such-challenge', 100)).status).toBe(400);
    });

    it('expires a challenge after 2 minutes', async () => {
      const c = await challenge();
      h.clock.advance(2 * 60_000 + 1);
      expect((await verify(c.id, await answer(c.id))).message).toBe('Verification failed');
    });

    it('gives a token that works once, within 2 minutes, and is required by password login and code sending', async () => {
      const { email } = await h.registerByEmail();
      const login = (sliderToken: string | undefined) =>
        h.call('POST', '/userprocess/third/part/accountLogin', { body: { email, password: STRONG_PASSWORD, sliderToken } });
      expect((await login(undefined)).message).toBe('Verification failed');
      expect((await login('forged-token')).message).toBe('Verification failed');
      const token = await h.solveSlider();
      expect((await login(token)).status).toBe(200);
      expect((await login(token)).message).toBe('Verification failed');

      const late = await h.solveSlider();
      h.clock.advance(2 * 60_000 + 1);
      expect((await login(late)).message).toBe('Verification failed');

      const noSlider = await h.call('GET', `/userprocess/metaman/sendSms?phone=13800138000&scene=login`);
      expect(noSlider.message).toBe('Verification failed');
    });

    it('limits slider attempts per IP', async () => {
      const ip = randomIp();
      for (let i = 0; i < 3; i++) {
        const c = await challenge(ip);
        await verify(c.id, 0, undefined, ip);
      }
      const c = await challenge(ip);
      const limited = await verify(c.id, await answer(c.id), undefined, ip);
      expect(limited).toMatchObject({ status: 429, message: 'Too many attempts, please wait and try again' });
      // The refused attempt did not consume the challenge; later, it can still be solved.
      h.clock.advance(10 * 60_000 + 1);
      const fresh = await challenge(ip);
      expect((await verify(fresh.id, await answer(fresh.id), undefined, ip)).status).toBe(200);
    });

    it('serves the answer route only in test mode, and OpenAPI lists the account paths', async () => {
      const c = await challenge();
      const answerRoute = await h.call<{ x: number }>('GET', `/userprocess/captcha/slider/${c.id}/answer`);
      expect(answerRoute.data.x).toBe(await answer(c.id));
      const spec = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, unknown> };
      expect(Object.keys(spec.paths)).toEqual(
        expect.arrayContaining([
          '/userprocess/third/part/emailRegister',
          '/userprocess/metaman/user',
          '/userprocess/tenant/switch',
          '/userprocess/admin/outbox',
        ]),
      );
      // Only the slider's answer route is test-only (the roles module has its own answer route).
      expect(Object.keys(spec.paths).some((p) => p.startsWith('/userprocess/captcha/slider/') && p.endsWith('/answer'))).toBe(false);
    });
  });
});
