import { z } from 'zod';
import { LIVE_EVENT_KINDS, TRIGGER_KINDS } from './triggers.ts';

/**
 * Live-room interaction API (issue 13 §3): the room's trigger rules and Q&A libraries, the
 * event ingestion (a webhook with the room's secret, a WebSocket, the simulator) and the log of
 * replies with their state. Rules of the "global interaction" tab have no scene; those of the
 * "scene interaction" tab name the scene they belong to.
 */
const base = (id: string) => `/manprocess/lbr/room/${encodeURIComponent(id)}/interaction`;
export const LIVE_INTERACTION_PATHS = {
  /** GET -> LiveInteraction; PUT LiveInteractionUpdateBody -> LiveInteraction */
  interaction: base,
  /** POST -> LiveHookSecret: a new secret (the old one stops working), shown this once */
  secret: (id: string) => `${base(id)}/secret`,
  /** POST LiveEventBody, header LIVE_HOOK_SECRET_HEADER -> LiveEventAccepted (no session: the secret is the key) */
  hook: (id: string) => `/manprocess/lbr/hook/${encodeURIComponent(id)}`,
  /** WebSocket ?secret=...: each text message one LiveEventBody, each answered with LiveEventAccepted or { error } */
  socket: (id: string) => `/manprocess/lbr/hook/${encodeURIComponent(id)}/ws`,
  /** POST LiveEventBody -> LiveEventAccepted: the simulator panel (the room owner's session) */
  simulate: (id: string) => `${base(id)}/simulate`,
  /** GET PageQuery -> Page<LiveReplyView>, newest first */
  replies: (id: string) => `${base(id)}/replies`,
  /** GET -> the reply's rendered clip (MP4) while it exists */
  replyFile: (id: string, replyId: string) => `${base(id)}/replies/${encodeURIComponent(replyId)}/video`,
} as const;

export const LIVE_HOOK_SECRET_HEADER = 'x-live-secret';

const LIVE_RULES_MAX = 50;
const LIVE_QA_LIBRARIES_MAX = 10;
export const LIVE_REPLY_TEXT_MAX = 300;
const LIVE_COMMENT_MAX = 500;
export const LIVE_QUEUE_DEFAULTS = { maxQueue: 10, forgetSeconds: 60 } as const;

const id = z.string().min(1).max(100);
const ruleBase = {
  id,
  enabled: z.boolean().default(true),
  /** null: a global rule; a scene id: the rule of that scene. */
  sceneId: id.nullable().default(null),
  reply: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), text: z.string().trim().min(1).max(LIVE_REPLY_TEXT_MAX) }),
    z.object({ kind: z.literal('line'), lineId: id }),
  ]),
  cooldownMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3_600_000)
    .default(0),
  priority: z.number().int().min(0).max(100).default(1),
};

export const LiveTriggerRule = z.discriminatedUnion('kind', [
  z.object({ ...ruleBase, kind: z.literal('onlineCount'), threshold: z.number().int().min(1).max(100_000_000) }),
  z.object({
    ...ruleBase,
    kind: z.literal('interval'),
    minutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60),
  }),
  z.object({ ...ruleBase, kind: z.literal('keyword'), keywords: z.string().max(500) }),
  z.object({ ...ruleBase, kind: z.enum(['follow', 'gift', 'view', 'like']) }),
]);
export type LiveTriggerRule = z.output<typeof LiveTriggerRule>;
export type LiveTriggerRuleInput = z.input<typeof LiveTriggerRule>;

export const LiveInteractionUpdateBody = z.object({
  rules: z.array(LiveTriggerRule).max(LIVE_RULES_MAX).optional(),
  /** Q&A libraries whose questions keyword-less comments are matched against. */
  qaLibraryIds: z.array(id).max(LIVE_QA_LIBRARIES_MAX).optional(),
  /** The most replies waiting at once; more drop the least important. */
  maxQueue: z.number().int().min(1).max(50).optional(),
  /** A comment older than this is forgotten instead of answered. */
  forgetSeconds: z.number().int().min(5).max(600).optional(),
});
export type LiveInteractionUpdateBody = z.input<typeof LiveInteractionUpdateBody>;

export const LiveInteraction = z.object({
  roomId: z.string(),
  rules: z.array(LiveTriggerRule),
  qaLibraryIds: z.array(z.string()),
  maxQueue: z.number(),
  forgetSeconds: z.number(),
  /** A secret exists (its value is shown only when made). */
  hasSecret: z.boolean(),
  hookPath: z.string(),
  socketPath: z.string(),
});
export type LiveInteraction = z.infer<typeof LiveInteraction>;

export const LiveHookSecret = z.object({ secret: z.string(), hookPath: z.string(), socketPath: z.string() });
export type LiveHookSecret = z.infer<typeof LiveHookSecret>;

const user = z.string().trim().max(100).optional();
/** `at`: when it happened on the platform (ms since 1970); absent: when it arrives. */
const at = z.number().int().min(0).optional();
export const LiveEventBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('comment'), text: z.string().trim().min(1).max(LIVE_COMMENT_MAX), user, at }),
  z.object({ kind: z.enum(['follow', 'gift', 'view', 'like']), user, at }),
  z.object({ kind: z.literal('online'), count: z.number().int().min(0).max(100_000_000), at }),
]);
export type LiveEventBody = z.input<typeof LiveEventBody>;

const LIVE_REPLY_STATUSES = ['queued', 'synthesising', 'ready', 'taken', 'played', 'dropped'] as const;
export type LiveReplyStatus = (typeof LIVE_REPLY_STATUSES)[number];
/** Why a reply was not said: too old, pushed out of a full queue, or its synthesis failed. */
const LIVE_DROP_REASONS = ['stale', 'queueFull', 'failed'] as const;
export type LiveDropReason = (typeof LIVE_DROP_REASONS)[number];

export const LiveReplyView = z.object({
  id: z.string(),
  text: z.string(),
  /** A trigger rule, or the Q&A library's answer. */
  source: z.enum(['rule', 'qa']),
  ruleId: z.string().nullable(),
  /** The audience event that set it off, or `interval` for a timed rule. */
  eventKind: z.enum([...LIVE_EVENT_KINDS, 'interval']),
  comment: z.string().nullable(),
  user: z.string().nullable(),
  priority: z.number(),
  status: z.enum(LIVE_REPLY_STATUSES),
  dropReason: z.enum(LIVE_DROP_REASONS).nullable(),
  eventAt: z.string(),
  readyAt: z.string().nullable(),
  playedAt: z.string().nullable(),
  durationMs: z.number(),
  videoUrl: z.string().nullable(),
});
export type LiveReplyView = z.infer<typeof LiveReplyView>;

export const LiveEventAccepted = z.object({
  kind: z.enum(LIVE_EVENT_KINDS),
  /** The replies the event set off, in their state right after it. */
  replies: z.array(LiveReplyView),
});
export type LiveEventAccepted = z.infer<typeof LiveEventAccepted>;

/** The trigger kinds in the order the editor offers them. */
export const LIVE_TRIGGER_KINDS = TRIGGER_KINDS;

/**
 * The rules in force while `sceneId` plays: global rules and that scene's rules. With no scene
 * known (the room is not streaming: events come from the simulator or a test), every rule is.
 */
export function rulesInForce<T extends { sceneId?: string | null }>(rules: readonly T[], sceneId: string | null): T[] {
  return rules.filter((rule) => !rule.sceneId || sceneId === null || rule.sceneId === sceneId);
}
