import { describe, expect, it } from 'vitest';
import { avatarById } from '@orator/scene';
import { ProjectDocument } from '@orator/shared';
import { EXPORT_GATE_CASES } from '@orator/shared/constants';
import { avatarWithTags, page, twoPageProject, userRow } from '../../../../test/factory/index.ts';
import { decideCompose, deductionSeconds, estimateDurationMs, estimateSpeechMs, type ComposeRequest } from './compose-rules.ts';

const now = new Date('2026-06-01T00:00:00Z');
function request(overrides: Partial<ComposeRequest> = {}, ppts = twoPageProject().ppts): ComposeRequest {
  return {
    projectType: 'Lamination',
    document: ProjectDocument.parse({ ppts }),
    projectResolution: 'low',
    projectWatermark: true,
    knownVoice: (id) => id.startsWith('espeak:'),
    ...overrides,
  };
}
const refusal = (error: string) => ({ ok: false, error });

describe('compose rules', () => {
  it('accepts a valid project for a non-member at 720p with the watermark', () => {
    const decision = decideCompose(request(), userRow(), 'personal', now);
    expect(decision.ok).toBe(true);
    if (!decision.ok) return;
    expect(decision.settings).toMatchObject({ resolution: 'low', watermark: true, deductionFactor: 1 });
    expect(decision.settings.estimatedSeconds).toBeGreaterThanOrEqual(4);
    expect(decision.settings.estimatedSeconds).toBeLessThanOrEqual(8);
  });

  it('needs dubbing text of 15+ characters on every page, blank pages reported first', () => {
    expect(decideCompose(request({}, [page('a', 'Long enough text here.'), page('b', 'Too short')]), userRow(), 'personal', now)).toEqual(
      refusal('dubbingTextTooShort'),
    );
    expect(decideCompose(request({}, [page('a', 'Too short'), page('b', '  ')]), userRow(), 'personal', now)).toEqual(
      refusal('dubbingTextMissing'),
    );
    expect(decideCompose(request({}, []), userRow(), 'personal', now)).toEqual(refusal('selectAtLeastOnePage'));
    expect(decideCompose(request({ knownVoice: () => false }), userRow(), 'personal', now)).toEqual(refusal('noRelatedSounds'));
  });

  it('limits non-members to 6 pages', () => {
    const seven = Array.from({ length: 7 }, (_, i) => page(`p${i}`, 'A page with enough words.'));
    expect(decideCompose(request({}, seven), userRow({ remainCredits: 600 }), 'personal', now)).toEqual(refusal('pageLimitExceeded'));
    const sevenVip = Array.from({ length: 7 }, (_, i) => page(`p${i}`, 'A page with enough words.', avatarWithTags('vip')));
    expect(decideCompose(request({}, sevenVip), userRow({ remainCredits: 600, vipType: 'vip' }), 'personal', now).ok).toBe(true);
  });

  it('applies avatar gating to every avatar shown, and paying never takes one away', () => {
    const vipPages = twoPageProject('x', avatarWithTags('vip')).ppts;
    expect(decideCompose(request({}, vipPages), userRow(), 'personal', now)).toEqual(refusal('purchaseMembershipFirst'));
    for (const member of [userRow({ vipType: 'vip' }), userRow({ vipType: 'vip', proMan: true })]) {
      expect(decideCompose(request(), member, 'personal', now).ok).toBe(true);
      expect(decideCompose(request({}, vipPages), member, 'personal', now).ok).toBe(true);
    }
    expect(decideCompose(request({}, [page('a', 'An unknown avatar speaks.', 'ghost')]), userRow(), 'personal', now)).toEqual(
      refusal('avatarDataError'),
    );
  });

  it('never gates the user’s own designed avatar, and charges it like an illustrated one', () => {
    const designed = page('a', 'My designed presenter speaks.', 'ua_designed');
    const withFace = {
      ...designed,
      elements: designed.elements.map((e) =>
        e.type === 'digitalMan' ? { ...e, face: { kind: 'designed' as const, params: avatarById(avatarWithTags(''))!.params } } : e,
      ),
    };
    for (const user of [userRow(), userRow({ vipType: 'vip' }), userRow({ vipType: 'vip', proMan: true })]) {
      const decision = decideCompose(request({}, [withFace]), user, 'personal', now);
      expect(decision.ok && decision.settings.deductionFactor).toBe(1);
    }
    // Without its face the same id is no avatar at all.
    expect(decideCompose(request({}, [designed]), userRow(), 'personal', now)).toEqual(refusal('avatarDataError'));
  });

  it('gates resolution: 720p for all, 1080p members, 4K the higher tier', () => {
    const vipPages = twoPageProject('x', avatarWithTags('vip')).ppts;
    expect(decideCompose(request({ resolution: 'medium' }), userRow(), 'personal', now)).toEqual(refusal('resolutionVipOnly'));
    expect(decideCompose(request({ resolution: 'high' }), userRow(), 'personal', now)).toEqual(refusal('resolutionVipOnly'));
    expect(decideCompose(request({ resolution: 'high' }, vipPages), userRow({ vipType: 'vip' }), 'personal', now)).toEqual(
      refusal('resolutionNeedsPayment'),
    );
    const ultra = decideCompose(
      request({ resolution: 'high' }, vipPages),
      userRow({ vipType: 'vip', ultra: true, remainCredits: 600 }),
      'personal',
      now,
    );
    expect(ultra.ok && ultra.settings.deductionFactor).toBe(2);
    // Without an explicit choice the project's setting is lowered to what the plan allows.
    const lowered = decideCompose(request({ projectResolution: 'high' }), userRow(), 'personal', now);
    expect(lowered.ok && lowered.settings.resolution).toBe('low');
  });

  // The same table the export dialog's exportRules.test.ts answers (packages/shared export-cases.ts).
  it.each(EXPORT_GATE_CASES)('answers like the export dialog: $name', ({ user, resolution, watermark, expected }) => {
    // An avatar the user's plan may use, so only the export gate decides.
    const avatar = avatarWithTags(!user.activeMember ? '' : user.proMan ? 'vip,vip+ultra' : 'vip');
    const row = userRow({
      vipType: user.activeMember || user.ultra ? 'vip' : '',
      vipExpiresAt: user.activeMember ? new Date(now.getTime() + 86_400_000) : new Date(now.getTime() - 86_400_000),
      proMan: user.proMan,
      ultra: user.ultra,
      remainCredits: 600,
    });
    const decision = decideCompose(request({ resolution, watermark }, twoPageProject('x', avatar).ppts), row, 'personal', now);
    expect(decision.ok ? null : decision.error).toBe(expected);
  });

  it('keeps the watermark for non-members', () => {
    expect(decideCompose(request({ watermark: false }), userRow(), 'personal', now)).toEqual(refusal('watermarkMembersOnly'));
    const implicit = decideCompose(request({ projectWatermark: false }), userRow(), 'personal', now);
    expect(implicit.ok && implicit.settings.watermark).toBe(true);
    const member = decideCompose(
      request({ watermark: false }, twoPageProject('x', avatarWithTags('vip')).ppts),
      userRow({ vipType: 'vip' }),
      'personal',
      now,
    );
    expect(member.ok && member.settings.watermark).toBe(false);
  });

  it('checks the composition time balance, naming the enterprise administrator in a workspace', () => {
    const needed = (decision: ReturnType<typeof decideCompose>) => (decision.ok ? 0 : Number(decision.params?.needed));
    const short = decideCompose(request(), userRow({ remainCredits: 2 }), 'personal', now);
    expect(short).toMatchObject({ ok: false, error: 'compositionTimeShort', params: { left: 2 } });
    expect(needed(short)).toBeGreaterThan(2);
    expect(decideCompose(request(), userRow({ remainCredits: 0 }), 'personal', now)).toMatchObject(refusal('noCompositionTime'));
    expect(decideCompose(request(), userRow({ remainCredits: 0 }), 'enterprise', now)).toMatchObject(
      refusal('noCompositionTimeEnterprise'),
    );
  });

  it('applies the dubbing rule and the avatar gate to track projects', () => {
    const clip = (uuid: string, sourceType: string, startTime: number, extra: object = {}) => ({
      uuid,
      sourceType,
      startTime,
      duration: 3000,
      ...extra,
    });
    const tracks = (dubbing: string, avatarId: string) => [
      { uuid: 't1', type: '1004', infos: [clip('d1', '1004', 0, { content: dubbing })] },
      { uuid: 't2', type: '1003', infos: [clip('m1', '1003', 0, { url: avatarId, duration: 6000 })] },
    ];
    const trackRequest = (dubbing: string, avatarId = avatarWithTags('')) =>
      request({ projectType: 'MeisheTrack', document: ProjectDocument.parse({ tracks: tracks(dubbing, avatarId) }) });
    const accepted = decideCompose(trackRequest('The timeline speaks this line.'), userRow(), 'personal', now);
    expect(accepted.ok && accepted.settings.estimatedMs).toBe(6000);
    expect(decideCompose(trackRequest('Too short'), userRow(), 'personal', now)).toEqual(refusal('dubbingTextTooShort'));
    expect(decideCompose(trackRequest('The timeline speaks this line.', 'ghost'), userRow(), 'personal', now)).toEqual(
      refusal('avatarDataError'),
    );
    const empty = request({ projectType: 'MeisheTrack', document: ProjectDocument.parse({ tracks: [{ uuid: 't', type: '1004' }] }) });
    expect(decideCompose(empty, userRow(), 'personal', now)).toEqual(refusal('dubbingTextMissing'));
  });

  it('estimates speech and charges whole seconds', () => {
    expect(estimateSpeechMs('a'.repeat(28))).toBe(2000);
    expect(estimateSpeechMs('你好你好')).toBe(1000);
    expect(estimateSpeechMs('a'.repeat(28), 2)).toBe(1000);
    const document = ProjectDocument.parse({ ppts: [{ ...page('a', 'a'.repeat(14)), duration: 5000 }, page('b', 'a'.repeat(28))] });
    expect(estimateDurationMs('Lamination', document)).toBe(7000);
    expect(deductionSeconds(6040, 1)).toBe(7);
    expect(deductionSeconds(6000, 2)).toBe(12);
  });

  it('refuses a dubbing clip whose chosen voice is not in the catalogue, and times it at its speed', () => {
    const line = 'a'.repeat(140);
    const trackRequest = (voice: object) =>
      request({
        projectType: 'MeisheTrack',
        document: ProjectDocument.parse({
          tracks: [
            {
              uuid: 't1',
              type: '1004',
              infos: [{ uuid: 'd1', sourceType: '1004', startTime: 0, duration: 1000, content: line, ...voice }],
            },
          ],
        }),
      });
    expect(decideCompose(trackRequest({ voiceId: 'ghost:voice' }), userRow(), 'personal', now)).toEqual(refusal('noRelatedSounds'));
    const chosen = decideCompose(trackRequest({ voiceId: 'espeak:en:male' }), userRow(), 'personal', now);
    expect(chosen.ok && chosen.settings.estimatedMs).toBe(10000);
    const fast = decideCompose(trackRequest({ voiceId: 'espeak:en:male', speed: 2 }), userRow(), 'personal', now);
    expect(fast.ok && fast.settings.estimatedMs).toBe(5000);
  });
});
