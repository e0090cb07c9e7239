import { describe, expect, it } from 'vitest';
import { applyClock, applyEvent, commentMatchesKeywords, newTriggerMemory, type TriggerRule } from './triggers.ts';

const base = { enabled: true, cooldownMs: 0, priority: 1 } as const;
const say = (text: string) => ({ kind: 'text', text }) as const;

describe('live trigger rules', () => {
  it('matches keywords separated by a bar, in any case, full-width, and inside Chinese text', () => {
    expect(commentMatchesKeywords('What is the PRICE?', 'price|cost')).toBe(true);
    expect(commentMatchesKeywords('how much is shipping', ' price | how much ')).toBe(true);
    expect(commentMatchesKeywords('这个多少钱？', '价格|多少钱')).toBe(true);
    expect(commentMatchesKeywords('ＰＲＩＣＥ please', 'price')).toBe(true); // full-width letters
    expect(commentMatchesKeywords('nice colour', 'price|cost')).toBe(false);
    expect(commentMatchesKeywords('anything', ' | ')).toBe(false); // empty keywords never match
  });

  it('fires each event kind only for its own rule, with the viewer greeted by name', () => {
    const rules: TriggerRule[] = [
      { ...base, id: 'f', kind: 'follow', reply: say('Thanks for the follow, {user}!') },
      { ...base, id: 'g', kind: 'gift', reply: say('Thank you for the gift') },
      { ...base, id: 'v', kind: 'view', reply: say('Welcome') },
      { ...base, id: 'l', kind: 'like', reply: say('Thanks for the like') },
      { ...base, id: 'k', kind: 'keyword', keywords: 'price', reply: { kind: 'line', lineId: 'line-7' } },
    ];
    let memory = newTriggerMemory(0);
    const fire = (event: Parameters<typeof applyEvent>[2]) => {
      const outcome = applyEvent(rules, memory, event);
      memory = outcome.memory;
      return outcome.fired;
    };
    expect(fire({ kind: 'follow', user: 'Ana', at: 1 })).toEqual([
      { ruleId: 'f', priority: 1, at: 1, reply: say('Thanks for the follow, Ana!') },
    ]);
    expect(fire({ kind: 'gift', at: 2 }).map((f) => f.ruleId)).toEqual(['g']);
    expect(fire({ kind: 'view', at: 3 }).map((f) => f.ruleId)).toEqual(['v']);
    expect(fire({ kind: 'like', at: 4 }).map((f) => f.ruleId)).toEqual(['l']);
    expect(fire({ kind: 'comment', text: 'price?', at: 5 })[0]?.reply).toEqual({ kind: 'line', lineId: 'line-7' });
    expect(fire({ kind: 'comment', text: 'hello', at: 6 })).toEqual([]);
    // Without a name the greeting loses its placeholder and the comma before it.
    expect(fire({ kind: 'follow', at: 7 })[0]?.reply).toEqual(say('Thanks for the follow!'));
  });

  it('keeps to the cooldown and ignores disabled rules', () => {
    const rules: TriggerRule[] = [
      { ...base, id: 'k', kind: 'keyword', keywords: 'price', cooldownMs: 10_000, reply: say('It is 9.99') },
      { ...base, id: 'off', enabled: false, kind: 'keyword', keywords: 'price', reply: say('never') },
    ];
    let memory = newTriggerMemory(0);
    const times: number[] = [];
    for (const at of [1_000, 5_000, 10_999, 11_000, 15_000, 21_000]) {
      const outcome = applyEvent(rules, memory, { kind: 'comment', text: 'price', at });
      memory = outcome.memory;
      if (outcome.fired.length > 0) times.push(at);
      expect(outcome.fired.every((f) => f.ruleId === 'k')).toBe(true);
    }
    expect(times).toEqual([1_000, 11_000, 21_000]);
  });

  it('fires an online-count rule when the count reaches it, again only after it fell below', () => {
    const rules: TriggerRule[] = [{ ...base, id: 'o', kind: 'onlineCount', threshold: 100, reply: say('100 of you!') }];
    let memory = newTriggerMemory(0);
    const fired: number[] = [];
    for (const [at, count] of [
      [1, 50],
      [2, 100],
      [3, 140],
      [4, 90],
      [5, 101],
    ] as const) {
      const outcome = applyEvent(rules, memory, { kind: 'online', count, at });
      memory = outcome.memory;
      if (outcome.fired.length) fired.push(at);
    }
    expect(fired).toEqual([2, 5]);
  });

  it('fires interval rules every N minutes from the stream start', () => {
    const rules: TriggerRule[] = [{ ...base, id: 'i', kind: 'interval', minutes: 5, reply: say('Remember to follow') }];
    let memory = newTriggerMemory(1_000);
    const fired: number[] = [];
    for (let now = 1_000; now <= 1_000 + 16 * 60_000; now += 30_000) {
      const outcome = applyClock(rules, memory, now);
      memory = outcome.memory;
      if (outcome.fired.length) fired.push((now - 1_000) / 60_000);
    }
    expect(fired).toEqual([5, 10, 15]);
  });
});
