import { describe, expect, it } from 'vitest';
import { VIDEO_PATHS, type AvatarCheck, type AvatarInfo, type AvatarOutfit, type Page, type RecentSpeaker } from '@orator/shared';
import { pgliteDatabase } from '../../../../test/databases.ts';
import { avatarWithTags, nextMillisecond, type TestUser, useTestApp } from '../../../../test/factory/index.ts';

// Catalogue and recent-avatar routes; the recent list is per user, so PGlite suffices here.
describe('avatars API', () => {
  let user: TestUser;
  let member: TestUser;
  const api = useTestApp(pgliteDatabase(), {
    jobs: 'off',
    setup: async ({ newUser }) => {
      user = await newUser();
      member = await newUser({ vipType: 'vip' });
    },
  });

  const get = async <T>(who: TestUser, url: string) =>
    (await api.app.inject({ method: 'GET', url, headers: who.headers })).json<{ data: T }>().data;

  it('lists the avatar store with filters and pages', async () => {
    const page = await get<Page<AvatarInfo>>(user, `${VIDEO_PATHS.avatarList}?gender=male&vipType=vip&size=5&page=2`);
    expect(page.items).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
    expect(page.items.every((a) => a.gender === 'male' && a.vipType.split(',').includes('vip'))).toBe(true);
    expect(api.ctx.services.voices.find(page.items[0]?.defaultVoiceId ?? '')).toMatchObject({ language: 'en', gender: 'male' });
    const outfits = await get<AvatarOutfit[]>(
      user,
      `${VIDEO_PATHS.avatarClothingList}?avatarId=${encodeURIComponent(page.items[0]?.id ?? '')}`,
    );
    expect(outfits[0]?.avatarId).toBe(page.items[0]?.id);
  });

  it('records recent avatars per user, newest first, without duplicates', async () => {
    for (const mainId of ['a1', 'a2', 'a1']) {
      const res = await api.app.inject({
        method: 'POST',
        url: VIDEO_PATHS.recentSpeakerAdd,
        headers: user.headers,
        payload: { mainId, manType: 'TWO' },
      });
      expect(res.statusCode).toBe(200);
      await nextMillisecond();
    }
    expect((await get<RecentSpeaker[]>(user, VIDEO_PATHS.recentSpeakerList)).map((r) => r.mainId)).toEqual(['a1', 'a2']);
    expect(await get<RecentSpeaker[]>(member, VIDEO_PATHS.recentSpeakerList)).toEqual([]);
    const bad = await api.app.inject({ method: 'POST', url: VIDEO_PATHS.recentSpeakerAdd, headers: user.headers, payload: { mainId: '' } });
    expect(bad.statusCode).toBe(400);
  });

  it('checks avatar use with the catalogue messages (product-rules#export-avatar-gating)', async () => {
    const check = (who: TestUser, avatarId: string) =>
      get<AvatarCheck>(who, `${VIDEO_PATHS.avatarCheck}?avatarId=${encodeURIComponent(avatarId)}`);
    expect(await check(member, avatarWithTags(''))).toEqual({ allowed: true, reason: null, message: null });
    expect(await check(member, avatarWithTags('vip,vip+ultra'))).toEqual({ allowed: true, reason: null, message: null });
    expect(await check(user, avatarWithTags('vip,vip+ultra'))).toEqual({
      allowed: false,
      reason: 'purchaseMembershipFirst',
      message: 'Please purchase membership first',
    });
    expect(await check(member, 'missing')).toEqual({ allowed: false, reason: 'avatarDataError', message: 'avatar data error' });
  });
});
