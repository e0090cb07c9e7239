import { describe, expect, it } from 'vitest';
import { OFFER_WINDOW_MS } from '../kernel/constants/client.ts';
import { PLAN_ABILITIES, planTierFor, resolutionRefusalFor, watermarkRefusalFor } from '../kernel/plans/plans.ts';
import { formatMoney } from '../kernel/format/money.ts';
import { abilitiesFromFuncList, resolutionsUpTo } from '../kernel/plans/abilities.ts';
import { nextOrderState } from './api.ts';
import { DEFAULT_ADDONS, DEFAULT_PLANS, defaultPlan, mergeFuncLists } from '../kernel/plans/catalogue.ts';
import { formatCountdown, offerRemainingMs } from './offer.ts';

const GB = 1024 ** 3;

describe('abilities come from the plans funcList (issue 14 §1)', () => {
  it('gives each tier what product-rules#export-tiers states, for every gated action', () => {
    expect(PLAN_ABILITIES.free).toEqual({
      resolutions: ['low'],
      watermarkOptional: false,
      storageBytes: GB,
      maxPages: 6,
      fourKDeductionFactor: null,
      batchMaxVideos: 3,
      maxVideoMs: 30 * 60_000,
      translationMaxMs: 3 * 60_000,
      maxClones: 1,
      magicAssistant: false,
      dailySyntheses: null,
    });
    expect(PLAN_ABILITIES.member).toEqual({
      resolutions: ['low', 'medium'],
      watermarkOptional: true,
      storageBytes: 30 * GB,
      maxPages: null,
      fourKDeductionFactor: null,
      batchMaxVideos: 50,
      maxVideoMs: 30 * 60_000,
      translationMaxMs: 5 * 60_000,
      maxClones: 5,
      magicAssistant: true,
      dailySyntheses: 30,
    });
    expect(PLAN_ABILITIES.member4k).toMatchObject({
      resolutions: ['low', 'medium', 'high'],
      fourKDeductionFactor: 2,
      batchMaxVideos: 100,
      maxClones: 20,
    });
  });

  it('reads 4K from video_resolution 2160 and nothing else', () => {
    expect(resolutionsUpTo(720)).toEqual(['low']);
    expect(resolutionsUpTo(1080)).toEqual(['low', 'medium']);
    expect(resolutionsUpTo(2160)).toEqual(['low', 'medium', 'high']);
    const edited = mergeFuncLists(defaultPlan('personal').funcList, [{ key: 'video_resolution', val: '2160' }]);
    expect(abilitiesFromFuncList(edited).resolutions).toContain('high');
  });

  it('answers the export gates from the tier a user entitlement gives', () => {
    const personal = planTierFor({ activeMember: true, ultra: false });
    expect(resolutionRefusalFor('medium', planTierFor({ activeMember: false, ultra: false }))).toBe('resolutionVipOnly');
    expect(resolutionRefusalFor('medium', personal)).toBeNull();
    expect(resolutionRefusalFor('high', personal)).toBe('resolutionNeedsPayment');
    expect(resolutionRefusalFor('high', planTierFor({ activeMember: true, ultra: true }))).toBeNull();
    expect(watermarkRefusalFor(false, 'free')).toBe('watermarkMembersOnly');
    expect(watermarkRefusalFor(false, personal)).toBeNull();
  });

  it('prices every paid plan in integer minor units, shown /100 without a trailing .00', () => {
    for (const plan of DEFAULT_PLANS) for (const price of plan.prices) expect(Number.isInteger(price.amount)).toBe(true);
    for (const addOn of DEFAULT_ADDONS) expect(Number.isInteger(addOn.amount)).toBe(true);
    expect(formatMoney(defaultPlan('personal').prices[0]!.amount)).toBe('99');
    expect(formatMoney(2990)).toBe('29.90');
    expect(defaultPlan('enterprise').contactSales).toBe(true);
  });
});

describe('first-day offer window (spec §4)', () => {
  const registered = Date.parse('2026-06-01T00:00:00Z');
  const user = (vipType: 0 | 'vip') => ({ registerTime: new Date(registered).toISOString(), vipType });

  it('counts down 24 h from registerTime for a user with no vipType', () => {
    expect(offerRemainingMs(user(0), registered)).toBe(OFFER_WINDOW_MS);
    expect(offerRemainingMs(user(0), registered + 60_000)).toBe(OFFER_WINDOW_MS - 60_000);
    expect(offerRemainingMs(user(0), registered + OFFER_WINDOW_MS)).toBeNull();
  });

  it('is shown to visitors and hidden from members', () => {
    expect(offerRemainingMs(null, registered)).toBe(OFFER_WINDOW_MS);
    expect(offerRemainingMs(user('vip'), registered)).toBeNull();
  });

  it('shows hh:mm:ss', () => {
    expect(formatCountdown(OFFER_WINDOW_MS)).toBe('24:00:00');
    expect(formatCountdown(61_500)).toBe('00:01:02');
  });
});

describe('order states', () => {
  it('moves forward only: late failures and repeats change nothing', () => {
    expect(nextOrderState('created', 'paid')).toBe('paid');
    expect(nextOrderState('created', 'failed')).toBe('failed');
    expect(nextOrderState('failed', 'paid')).toBe('paid');
    expect(nextOrderState('paid', 'paid')).toBeNull();
    expect(nextOrderState('paid', 'failed')).toBeNull();
    expect(nextOrderState('paid', 'refunded')).toBe('refunded');
    expect(nextOrderState('refunded', 'paid')).toBeNull();
  });
});
