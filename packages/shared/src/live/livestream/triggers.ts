/**
 * Live-room trigger rules (product-rules: spec §9 "Live trigger rules": online count reached,
 * interval in minutes, keyword separated by a bar, new follows, gifts, views, likes). Pure: the
 * streamer feeds events and the clock in, and gets back the replies to queue and the rules'
 * new memory (when each last fired), which it stores with the room so a restarted streamer
 * keeps the cooldowns.
 */

export const TRIGGER_KINDS = ['onlineCount', 'interval', 'keyword', 'follow', 'gift', 'view', 'like'] as const;
export type TriggerKind = (typeof TRIGGER_KINDS)[number];

/** Audience events a platform connector (or the simulator panel) sends in. */
export const LIVE_EVENT_KINDS = ['comment', 'follow', 'gift', 'view', 'like', 'online'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

export type LiveEvent =
  | { kind: 'comment'; text: string; user?: string; at: number }
  | { kind: 'follow' | 'gift' | 'view' | 'like'; user?: string; at: number }
  | { kind: 'online'; count: number; at: number };

/** What the avatar says: a text synthesised on the fly, or a line synthesised ahead of time. */
type TriggerReply = { kind: 'text'; text: string } | { kind: 'line'; lineId: string };

interface RuleBase {
  id: string;
  enabled: boolean;
  reply: TriggerReply;
  /** No second firing sooner than this after the last one. */
  cooldownMs: number;
  /** Higher first when several replies wait. */
  priority: number;
}

export type TriggerRule =
  | (RuleBase & { kind: 'onlineCount'; threshold: number })
  | (RuleBase & { kind: 'interval'; minutes: number })
  | (RuleBase & { kind: 'keyword'; keywords: string })
  | (RuleBase & { kind: 'follow' | 'gift' | 'view' | 'like' });

/** Per rule: when it last fired (ms). Online-count rules also keep the last count seen. */
export interface TriggerMemory {
  lastFiredAt: Record<string, number>;
  lastOnlineCount: number | null;
  /** When the stream started: interval rules count from here until they first fire. */
  startedAt: number;
}

export interface FiredReply {
  ruleId: string;
  priority: number;
  at: number;
  reply: TriggerReply;
}

export function newTriggerMemory(startedAt: number): TriggerMemory {
  return { lastFiredAt: {}, lastOnlineCount: null, startedAt };
}

/** NFKC + lower case, so full-width letters and case do not hide a keyword. */
function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** "price|cost | how much" -> ["price", "cost", "how much"]; a full-width bar separates too. */
function splitKeywords(keywords: string): string[] {
  return normalise(keywords)
    .split('|')
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

/** Substring match, so it works for Chinese (no spaces between words) as well as English. */
export function commentMatchesKeywords(comment: string, keywords: string): boolean {
  const text = normalise(comment);
  return splitKeywords(keywords).some((word) => text.includes(word));
}

/**
 * A text reply may greet the viewer who triggered it: "{user}" becomes their name; without a
 * name the placeholder goes with the comma or space before it ("Thanks, {user}!" -> "Thanks!").
 */
function personalise(reply: TriggerReply, user: string | undefined): TriggerReply {
  if (reply.kind !== 'text') return reply;
  const text = user ? reply.text.replaceAll('{user}', user) : reply.text.replace(/[,，]?\s*\{user\}/g, '');
  return { kind: 'text', text: text.trim() };
}

function coolingDown(rule: TriggerRule, memory: TriggerMemory, now: number): boolean {
  const last = memory.lastFiredAt[rule.id];
  return last !== undefined && now - last < rule.cooldownMs;
}

function ruleMatches(rule: TriggerRule, event: LiveEvent, memory: TriggerMemory): boolean {
  switch (rule.kind) {
    case 'keyword':
      return event.kind === 'comment' && commentMatchesKeywords(event.text, rule.keywords);
    case 'onlineCount':
      // Fires when the count reaches the threshold, not on every report above it.
      return event.kind === 'online' && event.count >= rule.threshold && (memory.lastOnlineCount ?? 0) < rule.threshold;
    case 'interval':
      return false;
    default:
      return event.kind === rule.kind;
  }
}

export interface TriggerOutcome {
  fired: FiredReply[];
  memory: TriggerMemory;
}

/** The replies one audience event sets off, and the memory after it. */
export function applyEvent(rules: readonly TriggerRule[], memory: TriggerMemory, event: LiveEvent): TriggerOutcome {
  const lastFiredAt = { ...memory.lastFiredAt };
  const fired: FiredReply[] = [];
  for (const rule of rules) {
    if (!rule.enabled || coolingDown(rule, memory, event.at) || !ruleMatches(rule, event, memory)) continue;
    lastFiredAt[rule.id] = event.at;
    const user = event.kind === 'online' ? undefined : event.user;
    fired.push({ ruleId: rule.id, priority: rule.priority, at: event.at, reply: personalise(rule.reply, user) });
  }
  const lastOnlineCount = event.kind === 'online' ? event.count : memory.lastOnlineCount;
  return { fired, memory: { ...memory, lastFiredAt, lastOnlineCount } };
}

/** Interval rules due at `now` (every `minutes` since the stream started or the rule last fired). */
export function applyClock(rules: readonly TriggerRule[], memory: TriggerMemory, now: number): TriggerOutcome {
  const lastFiredAt = { ...memory.lastFiredAt };
  const fired: FiredReply[] = [];
  for (const rule of rules) {
    if (!rule.enabled || rule.kind !== 'interval' || rule.minutes <= 0) continue;
    const since = memory.lastFiredAt[rule.id] ?? memory.startedAt;
    if (now - since < rule.minutes * 60_000 || coolingDown(rule, memory, now)) continue;
    lastFiredAt[rule.id] = now;
    fired.push({ ruleId: rule.id, priority: rule.priority, at: now, reply: rule.reply });
  }
  return { fired, memory: { ...memory, lastFiredAt } };
}
