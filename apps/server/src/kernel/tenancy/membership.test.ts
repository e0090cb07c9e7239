import { describe, expect, it } from 'vitest';
import { avatarCatalog } from '@orator/scene';
import { userRow } from '../../../test/factory/index.ts';
import { filterAvatars, outfitVariants } from '../../pillars/studio/avatars/avatar-catalog.ts';
import { checkAvatarForUser, isActiveMember } from './membership.ts';

const now = new Date('2026-06-01T00:00:00Z');
const byTags = (tags: string) => avatarCatalog().find((a) => a.planTags === tags)?.id;

describe('avatar gating (product-rules#export-avatar-gating)', () => {
  const free = byTags('');
  const vip = byTags('vip');
  const business = byTags('vip,vip+ultra');

  it('the catalogue has avatars of every plan tag', () => {
    expect([free, vip, business].every(Boolean)).toBe(true);
  });

  it('refuses missing avatar or user data', () => {
    expect(checkAvatarForUser('no-such-avatar', userRow({}), now)).toEqual({ ok: false, error: 'avatarDataError' });
    expect(checkAvatarForUser(undefined, userRow({}), now)).toEqual({ ok: false, error: 'avatarDataError' });
    expect(checkAvatarForUser(free, null, now)).toEqual({ ok: false, error: 'avatarDataError' });
  });

  it('lets non-members use untagged avatars and asks them to buy for the rest (spec §6)', () => {
    expect(checkAvatarForUser(free, userRow({}), now)).toEqual({ ok: true });
    for (const id of [vip, business])
      expect(checkAvatarForUser(id, userRow({}), now)).toEqual({ ok: false, error: 'purchaseMembershipFirst' });
  });

  it('lets every member use every catalogue avatar (spec §6: "all avatars")', () => {
    for (const id of [free, vip, business]) {
      expect(checkAvatarForUser(id, userRow({ vipType: 'vip' }), now)).toEqual({ ok: true });
      expect(checkAvatarForUser(id, userRow({ vipType: 'vip', proMan: true }), now)).toEqual({ ok: true });
    }
  });

  it('paying never takes an avatar away: free ⊆ Personal ⊆ Business ⊆ Enterprise over the whole catalogue', () => {
    const plans = [
      userRow({}),
      userRow({ vipType: 'vip' }),
      userRow({ vipType: 'vip', proMan: true }),
      userRow({ vipType: 'vip', proMan: true, ultra: true }),
    ];
    for (const avatar of avatarCatalog()) {
      const allowed = plans.map((user) => checkAvatarForUser(avatar.id, user, now).ok);
      for (let i = 1; i < allowed.length; i++) if (allowed[i - 1]) expect(allowed[i], `${avatar.id} plan ${i}`).toBe(true);
      expect(allowed.slice(1), avatar.id).toEqual([true, true, true]);
    }
  });

  it('an expired membership no longer counts', () => {
    const expired = userRow({ vipType: 'vip', vipExpiresAt: new Date('2026-01-01T00:00:00Z') });
    expect(isActiveMember(expired, now)).toBe(false);
    expect(checkAvatarForUser(free, expired, now).ok).toBe(true);
    expect(checkAvatarForUser(vip, expired, now)).toEqual({ ok: false, error: 'purchaseMembershipFirst' });
  });
});

describe('avatar catalogue queries', () => {
  it('filters by gender, plan tag and framing', () => {
    const women = filterAvatars({ gender: 'female', vipType: 'free', framing: 'half' }, () => 'voice');
    expect(women.length).toBeGreaterThan(0);
    expect(
      women.every((a) => a.gender === 'female' && a.vipType === '' && a.framing.includes('half') && a.defaultVoiceId === 'voice'),
    ).toBe(true);
    const businessOnly = filterAvatars({ vipType: 'vip+ultra' }, () => null);
    expect(businessOnly.every((a) => a.vipType.split(',').includes('vip+ultra'))).toBe(true);
  });

  it('outfit variants start with the avatar itself and never repeat an outfit', () => {
    const first = avatarCatalog()[0];
    if (!first) throw new Error('empty catalogue');
    const variants = outfitVariants(first.id);
    expect(variants[0]).toMatchObject({ avatarId: first.id, outfit: first.params.outfit });
    expect(new Set(variants.map((v) => v.outfit)).size).toBe(variants.length);
    expect(outfitVariants('missing')).toEqual([]);
  });
});
