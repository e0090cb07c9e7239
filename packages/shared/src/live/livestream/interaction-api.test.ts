import { describe, expect, it } from 'vitest';
import { LiveEventBody, LiveTriggerRule, rulesInForce } from './interaction-api.ts';

describe('live interaction contract', () => {
  it('keeps global rules and the playing scene’s rules; all of them when no scene plays', () => {
    const rules = [
      { id: 'g', sceneId: null },
      { id: 'a', sceneId: 'scene-a' },
      { id: 'b', sceneId: 'scene-b' },
    ];
    expect(rulesInForce(rules, 'scene-a').map((rule) => rule.id)).toEqual(['g', 'a']);
    expect(rulesInForce(rules, null).map((rule) => rule.id)).toEqual(['g', 'a', 'b']);
  });

  it('defaults a rule (on, global, no cooldown, priority 1) and refuses an empty reply or an unknown kind', () => {
    const parsed = LiveTriggerRule.parse({ id: 'r', kind: 'keyword', keywords: 'price', reply: { kind: 'text', text: ' Ten dollars ' } });
    expect(parsed).toMatchObject({ enabled: true, sceneId: null, cooldownMs: 0, priority: 1, reply: { text: 'Ten dollars' } });
    expect(LiveTriggerRule.safeParse({ id: 'r', kind: 'keyword', keywords: 'x', reply: { kind: 'text', text: '  ' } }).success).toBe(false);
    expect(LiveTriggerRule.safeParse({ id: 'r', kind: 'share', reply: { kind: 'text', text: 'x' } }).success).toBe(false);
  });

  it('accepts the six event kinds and refuses an empty comment or a negative online count', () => {
    for (const body of [
      { kind: 'comment', text: 'hi' },
      { kind: 'follow' },
      { kind: 'gift', user: 'Ann' },
      { kind: 'view' },
      { kind: 'like' },
      { kind: 'online', count: 3 },
    ])
      expect(LiveEventBody.safeParse(body).success, body.kind).toBe(true);
    expect(LiveEventBody.safeParse({ kind: 'comment', text: ' ' }).success).toBe(false);
    expect(LiveEventBody.safeParse({ kind: 'online', count: -1 }).success).toBe(false);
  });
});
