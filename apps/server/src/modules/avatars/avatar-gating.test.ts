import { describe, expect, it } from 'vitest';
import { avatarCatalog } from '@orator/scene';
import type { UserRow } from '../accounts/sessions.ts';
import { filterAvatars, outfitVariants } from './avatar-catalog.ts';
import { checkAvatarForUser, isActiveMember } from './avatar-gating.ts';

const now = new Date('2026-06-01T00:00:00Z');
function user(overrides: Partial<UserRow>): UserRow {
  return {
    id: 'u',
    email: null,
    phone: null,
    passwordHash: null,
    vipType: '',
    proMan: false,
    ultra: false,
    vipExpiresAt: null,
    remainCredits: 60,
    isAdmin: false,
    languages: 'en',
    currentTenantId: null,
    registeredAt: now,
    deletedAt: null,
    ...overrides,
  } as UserRow;
}
const byTags = (tags: string) => avatarCatalog().find((a) => a.planTags === tags)?.id;

describe('avatar gating (spec §5/§8)', () => {
  const free = byTags('');
  const vip = byTags('vip');
  const business = byTags('vip,vip+ultra');

  it('the catalogue has avatars of every plan tag', () => {
    expect([free, vip, business].every(Boolean)).toBe(true);
  });

  it('refuses missing avatar or user data', () => {
    expect(checkAvatarForUser('no-such-avatar', user({}), now)).toEqual({ ok: false, error: 'avatarDataError' });
    expect(checkAvatarForUser(undefined, user({}), now)).toEqual({ ok: false, error: 'avatarDataError' });
    expect(checkAvatarForUser(free, null, now)).toEqual({ ok: false, error: 'avatarDataError' });
  });

  it('lets non-members use any avatar, as the spec writes it', () => {
    for (const id of [free, vip, business]) expect(checkAvatarForUser(id, user({}), now)).toEqual({ ok: true });
  });

  it('a member needs the vip tag; a Business member needs vip+ultra', () => {
    const member = user({ vipType: 'vip' });
    expect(checkAvatarForUser(vip, member, now).ok).toBe(true);
    expect(checkAvatarForUser(free, member, now)).toEqual({ ok: false, error: 'purchaseMembershipFirst' });
    const pro = user({ vipType: 'vip', proMan: true });
    expect(checkAvatarForUser(business, pro, now).ok).toBe(true);
    expect(checkAvatarForUser(vip, pro, now)).toEqual({ ok: false, error: 'avatarBusinessOnly' });
  });

  it('an expired membership no longer counts', () => {
    const expired = user({ vipType: 'vip', vipExpiresAt: new Date('2026-01-01T00:00:00Z') });
    expect(isActiveMember(expired, now)).toBe(false);
    expect(checkAvatarForUser(free, expired, now).ok).toBe(true);
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
