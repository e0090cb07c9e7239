import { describe, expect, it } from 'vitest';
import { EXPORT_GATE_CASES } from '@orator/shared/constants';
import {
  bestAllowedResolution,
  deductionSeconds,
  estimatedBytes,
  exportRefusal,
  exportTimeRefusal,
  planLevelOf,
  resolutionRefusal,
  watermarkRefusal,
} from './exportRules.ts';

describe('plan levels', () => {
  it('maps the user fields to the tiers of product-rules#export-tiers', () => {
    expect(planLevelOf(null)).toBe('free');
    expect(planLevelOf({ vipType: 0, ultra: false })).toBe('free');
    expect(planLevelOf({ vipType: 'vip', ultra: false })).toBe('member');
    expect(planLevelOf({ vipType: 'vip', ultra: true })).toBe('member4k');
  });

  // The same table the server's compose-rules.test.ts answers (packages/shared export-cases.ts).
  it.each(EXPORT_GATE_CASES)('answers like the server: $name', ({ user, resolution, watermark, expected }) => {
    // UserInfo as the server sends it: proMan and ultra lapse with the membership.
    const info = { vipType: user.activeMember ? ('vip' as const) : (0 as const), ultra: user.activeMember && user.ultra };
    expect(exportRefusal({ videoName: 'Launch', resolution, watermark }, planLevelOf(info), 1_000, 600)).toBe(expected);
  });
});

describe('gating', () => {
  it('gives non-members 720P only, members 1080P, the 4K add-on 4K', () => {
    expect(resolutionRefusal('low', 'free')).toBeNull();
    expect(resolutionRefusal('medium', 'free')).toBe('resolutionVipOnly');
    expect(resolutionRefusal('high', 'free')).toBe('resolutionVipOnly');
    expect(resolutionRefusal('medium', 'member')).toBeNull();
    expect(resolutionRefusal('high', 'member')).toBe('resolutionNeedsPayment');
    expect(resolutionRefusal('high', 'member4k')).toBeNull();
    expect(bestAllowedResolution('free')).toBe('low');
    expect(bestAllowedResolution('member4k')).toBe('high');
  });

  it('lets only members turn the watermark off', () => {
    expect(watermarkRefusal(false, 'free')).toBe('watermarkMembersOnly');
    expect(watermarkRefusal(true, 'free')).toBeNull();
    expect(watermarkRefusal(false, 'member')).toBeNull();
  });

  it('refuses an empty name first, then gating, then missing composition time', () => {
    const ok = { videoName: 'Launch', resolution: 'low' as const, watermark: true };
    expect(exportRefusal({ ...ok, videoName: '  ' }, 'free', 10_000, 60)).toBe('nameRequired');
    expect(exportRefusal({ ...ok, resolution: 'medium' }, 'free', 10_000, 60)).toBe('resolutionVipOnly');
    expect(exportRefusal(ok, 'free', 61_000, 60)).toBe('compositionTimeShort');
    expect(exportTimeRefusal(ok, 32_000, 11)?.params).toEqual({ needed: 32, left: 11 });
    expect(exportRefusal(ok, 'free', 1_000, 0)).toBe('noCompositionTime');
    expect(exportRefusal(ok, 'free', 60_000, 60)).toBeNull();
  });
});

describe('estimates', () => {
  it('estimates size from duration and bitrate', () => {
    // 60 s at 1500 + 128 kbit/s = 12.21 MB
    expect(estimatedBytes(60_000, 'low')).toBe(12_210_000);
    expect(estimatedBytes(60_000, 'high')).toBeGreaterThan(estimatedBytes(60_000, 'medium'));
    expect(estimatedBytes(-5, 'low')).toBe(0);
  });

  it('deducts whole seconds, rounded up', () => {
    expect(deductionSeconds(10_000)).toBe(10);
    expect(deductionSeconds(10_001)).toBe(11);
    expect(deductionSeconds(0)).toBe(0);
  });
});

describe('deduction with a photo avatar (spec §9)', () => {
  it('doubles the seconds, as the server charges them', () => {
    expect(deductionSeconds(10_000, { photoAvatar: true, resolution: 'low' })).toBe(20);
    expect(exportRefusal({ videoName: 'v', resolution: 'low', watermark: true }, 'free', 40_000, 60, true)).toBe('compositionTimeShort');
    expect(exportRefusal({ videoName: 'v', resolution: 'low', watermark: true }, 'free', 30_000, 60, true)).toBeNull();
  });
});
