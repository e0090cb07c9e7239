import { describe, expect, it } from 'vitest';
import { avatarRefusalFor } from './avatarAccess.ts';

describe('avatar lists follow the server rule (product-rules#export-avatar-gating)', () => {
  const free = { vipType: 0 as const, proMan: 'N' as const };
  const personal = { vipType: 'vip' as const, proMan: 'N' as const };
  const business = { vipType: 'vip' as const, proMan: 'Y' as const };

  it('offers members every catalogue avatar, free users the untagged ones', () => {
    for (const tags of ['', 'vip', 'vip,vip+ultra']) {
      expect(avatarRefusalFor({ vipType: tags }, personal)).toBeNull();
      expect(avatarRefusalFor({ vipType: tags }, business)).toBeNull();
    }
    expect(avatarRefusalFor({ vipType: '' }, free)).toBeNull();
    expect(avatarRefusalFor({ vipType: 'vip' }, free)).toBe('purchaseMembershipFirst');
  });

  it('leaves visitors to the login', () => {
    expect(avatarRefusalFor({ vipType: 'vip' }, null)).toBeNull();
  });
});
